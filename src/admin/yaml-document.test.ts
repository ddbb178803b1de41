import { isMap, isScalar } from 'yaml';
import type { Document } from 'yaml';
import { describe, expect, it } from 'vitest';
import { newYamlDocument, parseYaml, printYaml } from './yaml-document.ts';

/** Sets a top-level key's value in the parsed document, as an edit would. */
function edit(doc: Document, key: string, value: unknown): Document {
  if (!isMap(doc.contents)) throw new Error('not a mapping');
  const node = doc.contents.get(key, true);
  if (!isScalar(node)) throw new Error(`${key} is not a scalar`);
  node.value = value;
  return doc;
}

const folded = `# A comment.
bio: >-
  A paragraph wrapped by hand at a column
  of its own, not at yaml's.
`;

describe('printing a parsed document', () => {
  it('prints an unedited folded block with the line breaks the owner chose', () => {
    expect(printYaml(parseYaml(folded))).toBe(folded);
  });

  it('reflows an edited folded block at 100 columns and keeps it folded', () => {
    const words = 'word '.repeat(30).trim();
    expect(printYaml(edit(parseYaml(folded), 'bio', words))).toBe(
      `# A comment.\nbio: >-\n  ${'word '.repeat(19).trim()}\n  ${'word '.repeat(11).trim()}\n`,
    );
  });

  it('keeps a long plain string on one line, and a flow list on one line without padding', () => {
    const long = 'a plain sentence that runs on '.repeat(5).trim();
    const doc = parseYaml(`title: short\ntags: [TypeScript, Automation]\n`);
    expect(printYaml(edit(doc, 'title', long))).toBe(`title: ${long}\ntags: [TypeScript, Automation]\n`);
  });

  it('reads a date as a string and prints it back unquoted', () => {
    const doc = parseYaml('date: 2026-03-14\nanswer: yes\n');
    expect(doc.toJS()).toEqual({ date: '2026-03-14', answer: 'yes' });
    expect(printYaml(edit(doc, 'date', '2026-03-15'))).toBe('date: 2026-03-15\nanswer: yes\n');
  });

  it('keeps each unedited scalar as written: quotes, numbers, nulls, multi-line and commented block scalars', () => {
    const text =
      "color: \"#b3261e\"\nsingle: 'it''s'\nhex: 0x1F\nfloat: 1.50\nnone: ~\nplain: two\n  lines\nblock: > # note\n  text\n\nlast: |+\n  kept\n\n";
    expect(printYaml(parseYaml(text))).toBe(text);
  });

  it('quotes an edited string that would read as something else', () => {
    expect(printYaml(edit(parseYaml('value: 2+\n'), 'value', '2025'))).toBe('value: "2025"\n');
    expect(printYaml(edit(parseYaml('value: 2+\n'), 'value', '# not a comment'))).toBe('value: "# not a comment"\n');
  });

  it('prints several blank lines as one: yaml keeps only that there was a blank line', () => {
    expect(printYaml(parseYaml('a: 1\n\n\nb: 2\n'))).toBe('a: 1\n\nb: 2\n');
  });

  it('prints a document of comments alone without a null', () => {
    expect(printYaml(parseYaml('# Nothing here yet.\n'))).toBe('# Nothing here yet.\n');
    expect(printYaml(newYamlDocument())).toBe('');
  });

  it('rejects a file that is not YAML, as Decap expects', () => {
    expect(() => parseYaml('a: [1, 2\n')).toThrow(/^YAML parsing error:/);
  });
});
