import { describe, expect, it } from 'vitest';
import { itWritesBackUntouched, readSampleContent, sampleContentFiles } from '../../test/support/sample-content-files.ts';
import { kebabCase } from '../lib/kebab-case.ts';
import { createYamlFormat } from './yaml-document-format.ts';

const yamlFiles = sampleContentFiles(['', 'fr/'], '.yaml');
const read = readSampleContent;

describe("the owner's files, untouched", () => {
  it('are all found', () => {
    expect(yamlFiles).toContain('projects.yaml');
    expect(yamlFiles).toContain('fr/projects.yaml');
  });

  itWritesBackUntouched(yamlFiles, () => createYamlFormat());
});

describe('an edit of content/projects.yaml', () => {
  it('changes the lines of the edited description and nothing else', () => {
    const format = createYamlFormat();
    const text = read('projects.yaml');
    const data = format.fromFile(text) as { projects: { title: string; description: string }[] };
    const project = data.projects[1]!;
    const before = text.slice(text.indexOf(`- title: ${project.title}`));
    const oldBlock = before.slice(before.indexOf('description: >-\n'), before.indexOf('    skills:'));
    project.description = 'A services site for a blacksmith.';
    expect(format.toFile(data, ['lead', 'types', 'projects'])).toBe(
      text.replace(oldBlock, 'description: >-\n      A services site for a blacksmith.\n'),
    );
  });
});

const entryA = `# The first entry.
title: First
date: 2026-03-14
tags: [one, two]
`;
const entryB = `# The second entry, with its own note.
title: Second
date: 2026-04-01
tags: [three] # only one
`;

describe('a formatter that read several files', () => {
  it('writes an edit into the file most like it', () => {
    const format = createYamlFormat();
    format.fromFile(entryA);
    const data = format.fromFile(entryB);
    expect(format.toFile({ ...data, title: 'Second, renamed' })).toBe(entryB.replace('title: Second', 'title: Second, renamed'));
    expect(format.toFile({ ...format.fromFile(entryA), tags: ['one', 'two', 'three'] })).toBe(entryA.replace('two]', 'two, three]'));
  });

  it('writes a new entry, like none of them, as a new document in the field order', () => {
    const format = createYamlFormat();
    format.fromFile(entryA);
    format.fromFile(entryB);
    const data = { tags: ['four'], date: '2026-05-05', title: 'Third', summary: '' };
    expect(format.toFile(data, ['title', 'date', 'summary', 'tags'])).toBe('title: Third\ndate: 2026-05-05\ntags:\n  - four\n');
  });
});

describe('reading and writing', () => {
  it('reads dates as strings and writes them back unquoted', () => {
    const format = createYamlFormat();
    expect(format.fromFile(entryA)).toEqual({ title: 'First', date: '2026-03-14', tags: ['one', 'two'] });
    expect(format.toFile({ title: 'First', date: '2026-03-15', tags: ['one', 'two'] })).toBe(entryA.replace('03-14', '03-15'));
  });

  it('drops the fields the owner never filled, at any depth, and keeps empty lists', () => {
    const format = createYamlFormat();
    const data = { ...format.fromFile(entryA), subtitle: '', links: { github: '', live: null }, tags: [] };
    expect(format.toFile(data)).toBe(entryA.replace('[one, two]', '[]'));
  });

  it('writes a new entry with no file read as a new document', () => {
    expect(createYamlFormat().toFile({ lead: 'Hello', methods: [{ label: 'Email', color: '#b3261e' }] }, ['lead', 'methods'])).toBe(
      'lead: Hello\nmethods:\n  - label: Email\n    color: "#b3261e"\n',
    );
  });

  it('reads an empty file as no fields, and rejects a file that is a list', () => {
    const format = createYamlFormat();
    expect(format.fromFile('')).toEqual({});
    expect(format.toFile({})).toBe('');
    expect(() => format.fromFile('- a\n- b\n')).toThrow(/^YAML parsing error:/);
  });
});

describe('a file with CRLF line endings', () => {
  it('is written back byte for byte, and edited with CRLF endings throughout', () => {
    const format = createYamlFormat();
    const text = entryA.replace(/\n/g, '\r\n');
    const data = format.fromFile(text);
    expect(data).toEqual({ title: 'First', date: '2026-03-14', tags: ['one', 'two'] });
    expect(format.toFile(data)).toBe(text);
    expect(format.toFile({ ...data, summary: 'New' }, ['title', 'date', 'summary', 'tags'])).toBe(text.replace('14\r\n', '14\r\nsummary: New\r\n'));
  });
});

describe('a formatter of a files collection (every entry was read from a file)', () => {
  it('writes an entry whose every value was rewritten into the file it was read from, comments kept', () => {
    const format = createYamlFormat({ everyEntryRead: true });
    const contact = read('fr/contact.yaml');
    format.fromFile(read('fr/projects.yaml'));
    const entry = format.fromFile(contact);
    const written = format.toFile({ ...entry, lead: 'Écrivez-moi.' }, ['lead']);
    expect(written).toBe(contact.replace(/^lead: [\s\S]*$/m, 'lead: >-\n  Écrivez-moi.\n'));
  });

  it('where a folder collection writes it as a new file', () => {
    const format = createYamlFormat();
    const entry = format.fromFile(read('fr/contact.yaml'));
    expect(format.toFile({ ...entry, lead: 'Écrivez-moi.' }, ['lead'])).toBe('lead: Écrivez-moi.\n');
  });
});

describe('a renamed entry of a keyed list', () => {
  it('keeps its address: the key it had is written after its new name', () => {
    const format = createYamlFormat({
      everyEntryRead: true,
      keyedLists: new Map([['projects', { field: 'slug', from: 'title' }]]),
      fieldOrders: new Map([['projects', ['title', 'slug', 'description', 'type', 'skills', 'links', 'images']]]),
    });
    const text = read('projects.yaml');
    const entry = format.fromFile(text);
    const projects = entry.projects as Record<string, unknown>[];
    const first = projects[0] ?? {};
    const title = String(first.title);
    const written = format.toFile({ ...entry, projects: [{ ...first, title: 'Member Desk' }, ...projects.slice(1)] });
    expect(written).toBe(text.replace(`  - title: ${title}\n`, `  - title: Member Desk\n    slug: ${kebabCase(title)}\n`));
  });
});
