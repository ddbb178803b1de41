import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { toYaml } from './content-yaml.ts';

const tricky = {
  title: 'Title: with a colon # and a hash',
  quote: 'it\'s "quoted"',
  dash: '- starts like a list item',
  year: '2022',
  number: 2025,
  accents: 'Université Numérique – œuvre',
  paragraphs: 'First paragraph.\n\nSecond paragraph.',
  indented: '  leading spaces\nkept',
  long: 'word '.repeat(60).trim(),
  list: ['React', 'C#', 'a, b', 'key: value', '#tag'],
  paths: ['/images/a.svg', '/images/b.svg'],
  achievements: ['A sentence long enough that the list is not written inline, because it is longer than forty characters.', 'Short.'],
  nested: [{ company: 'A', links: { github: 'https://github.com/a' }, empty: [], none: {} }],
};

describe('toYaml', () => {
  it('writes YAML that reads back to the same data', () => {
    const { text } = toYaml(tricky, { header: [] });
    expect(yaml.load(text)).toEqual(tricky);
  });

  it('writes like the sample files: short lists inline, paths and sentences one per line, long text folded', () => {
    const { text } = toYaml(tricky, { header: ['yaml-language-server: $schema=../schemas/x.schema.json'] });
    const lines = text.split('\n');
    expect(lines[0]).toBe('# yaml-language-server: $schema=../schemas/x.schema.json');
    expect(text).toContain('list: [React, C#, "a, b", "key: value", "#tag"]');
    expect(text).toContain('paths:\n  - /images/a.svg\n  - /images/b.svg');
    expect(text).toContain('achievements:\n  - A sentence long enough');
    expect(text).toContain('long: >-\n  word word');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(150);
    expect(text).toContain('nested:\n  - company: A\n    links:\n      github: https://github.com/a\n    empty: []\n    none: {}');
  });

  it('ends the line of a value with its comment, and tells the line number', () => {
    const comments = new Map([
      ['/year', 'TODO: check the year'],
      ['/long', 'TODO: shorten'],
      ['/nested/0', 'TODO: the whole entry'],
      ['/nested/0/links', 'TODO: links'],
    ]);
    const out = toYaml(tricky, { header: ['one', 'two'], comments });
    const lines = out.text.split('\n');
    expect(lines[out.lineOf('/year')! - 1]).toBe('year: "2022" # TODO: check the year');
    expect(lines[out.lineOf('/long')! - 1]).toBe('long: >- # TODO: shorten');
    expect(lines[out.lineOf('/nested/0')! - 1]).toBe('  - company: A # TODO: the whole entry');
    expect(lines[out.lineOf('/nested/0/links')! - 1]).toBe('    links: # TODO: links');
    expect(out.lineOf('/missing')).toBeUndefined();
    expect(yaml.load(out.text)).toEqual(tricky);
  });
});
