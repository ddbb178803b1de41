import { describe, expect, it } from 'vitest';
import { itWritesBackUntouched, sampleContentFiles } from '../../test/support/sample-content-files.ts';
import { createFrontMatterFormat } from './front-matter-format.ts';

const postFiles = sampleContentFiles(['posts/', 'fr/posts/'], '.md');

const post = `---
# yaml-language-server: $schema=../../schemas/post.schema.json
title: Typing a spreadsheet
date: 2026-09-18
summary: >-
  Before a single script touched the workbook,
  I gave every tab a schema.
tags: [TypeScript, Automation]
---

The client's quoting process lived in one workbook.

## Why a schema first
`;
const body = "\nThe client's quoting process lived in one workbook.\n\n## Why a schema first\n";

describe("the owner's posts, untouched", () => {
  it('are all found', () => {
    expect(postFiles).toContain('posts/typing-a-spreadsheet.md');
    expect(postFiles).toContain('fr/posts/typing-a-spreadsheet.md');
  });

  itWritesBackUntouched(postFiles, () => createFrontMatterFormat());
});

describe('a post', () => {
  it('is read as its front matter, dates as strings, and its body exactly as written', () => {
    expect(createFrontMatterFormat().fromFile(post)).toEqual({
      title: 'Typing a spreadsheet',
      date: '2026-09-18',
      summary: 'Before a single script touched the workbook, I gave every tab a schema.',
      tags: ['TypeScript', 'Automation'],
      body,
    });
  });

  it('is written with its front matter edited in place and the body as given', () => {
    const format = createFrontMatterFormat();
    const data = { ...format.fromFile(post), title: 'Typing a 40-tab spreadsheet', cover: '', body: `${body}\nA new paragraph.` };
    expect(format.toFile(data, ['title', 'date', 'summary', 'cover', 'tags', 'body'])).toBe(
      `${post.replace('title: Typing a spreadsheet', 'title: Typing a 40-tab spreadsheet')}\nA new paragraph.`,
    );
  });

  it('gets a new field where Decap orders it', () => {
    const format = createFrontMatterFormat();
    const data = { ...format.fromFile(post), updated: '2026-10-02' };
    expect(format.toFile(data, ['title', 'date', 'updated', 'summary', 'tags', 'body'])).toBe(
      post.replace('2026-09-18\n', '2026-09-18\nupdated: 2026-10-02\n'),
    );
  });

  it('is written into the post it was read from, among several', () => {
    const format = createFrontMatterFormat();
    const other = post
      .replace('title: Typing a spreadsheet', 'title: Reading invoices')
      .replace('Automation]', 'Automation] # for the feed')
      .replace('one workbook', 'a pile of scans');
    format.fromFile(post);
    const data = format.fromFile(other);
    format.fromFile(post);
    expect(format.toFile({ ...data, tags: ['Python'] })).toBe(other.replace('[TypeScript, Automation]', '[Python]'));
  });

  it('is new when it is like none read: a new front matter in field order, then the body', () => {
    const format = createFrontMatterFormat();
    format.fromFile(post);
    const data = { body: 'Hello.\n', tags: ['Vision'], date: '2027-01-05', title: 'A new post' };
    expect(format.toFile(data, ['title', 'date', 'tags', 'body'])).toBe('---\ntitle: A new post\ndate: 2027-01-05\ntags:\n  - Vision\n---\nHello.\n');
  });
});

describe('a file without front matter', () => {
  it('is read as its body alone and written back as it was', () => {
    const format = createFrontMatterFormat();
    const text = 'Just Markdown.\n\n--- \n\nA rule above.\n';
    expect(format.fromFile(text)).toEqual({ body: text });
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  it('gets front matter once it has fields', () => {
    const format = createFrontMatterFormat();
    expect(format.toFile({ ...format.fromFile('Just Markdown.\n'), title: 'Titled' })).toBe('---\ntitle: Titled\n---\nJust Markdown.\n');
  });

  it('keeps an empty front matter and an empty body', () => {
    const format = createFrontMatterFormat();
    expect(format.fromFile('---\n---\n')).toEqual({ body: '' });
    expect(format.toFile(format.fromFile('---\n---\n'))).toBe('---\n---\n');
  });
});

describe('a post with CRLF line endings', () => {
  it('is read with LF endings and written back with CRLF ones, byte for byte', () => {
    const format = createFrontMatterFormat();
    const text = post.replace(/\n/g, '\r\n');
    const data = format.fromFile(text);
    expect(data.body).toBe(body);
    expect(format.toFile(data)).toBe(text);
    expect(format.toFile({ ...data, body: `${body}More.\n` })).toBe(`${text}More.\r\n`);
  });
});
