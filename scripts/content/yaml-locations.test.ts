import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Parser } from 'yaml';
import { pointer } from './json-pointer.ts';
import { splitPost } from './posts/front-matter.ts';
import { readContentText } from './read-content-text.ts';
import type { LineIndex } from './source-map.ts';
import { loadYamlWithPositions, type YamlSchema } from './yaml-positions.ts';
import { repoRoot } from '../paths.ts';

const places = (text: string, schema?: YamlSchema) => {
  const { locations } = loadYamlWithPositions(text, schema);
  return (at: string) => locations.get(at);
};

describe('where js-yaml’s data is in the text, from the yaml package', () => {
  it('starts a node at its anchor or tag, as the YAML spec does, on the line of its key', () => {
    const at = places('anchor: &base\n  x: 1\ntagged: !!str 1\nlist:\n  - &item\n    title: a\n  - &k key: v\n');
    expect(at('/anchor')?.value).toEqual({ line: 1, col: 9 });
    expect(at('/anchor/x')?.value).toEqual({ line: 2, col: 6 });
    expect(at('/tagged')?.value).toEqual({ line: 3, col: 9 });
    expect(at('/list/0')?.value).toEqual({ line: 5, col: 5 });
    // A mapping opens with its first key's properties; the key starts at them too.
    expect(at('/list/1')?.value).toEqual({ line: 7, col: 5 });
    expect(at('/list/1/key')?.key).toEqual({ line: 7, col: 5 });
  });

  it('finds the entries a merge key brings at their mapping, and no entry named <<', () => {
    const at = places('base: &b {x: 1}\nc:\n  <<: *b\n  y: 2\n');
    expect(at('/c/<<')).toBeUndefined();
    expect(at('/c/x')).toBeUndefined();
    expect(at('/c')?.value).toEqual({ line: 3, col: 3 });
    expect(at('/c/y')?.value).toEqual({ line: 4, col: 6 });
  });

  it('reads `<<` as a key like any other in the core schema (a post’s front matter), as js-yaml does there', () => {
    expect(places('a:\n  <<: 1\n', 'core')('/a/<<')?.value).toEqual({ line: 2, col: 7 });
  });

  it('names keys as js-yaml does: a date is a Date under the default schema, the text written under core', () => {
    const date = String(new Date(Date.UTC(2026, 2, 14)));
    expect(places('2026-03-14: x\n')(pointer([date]))?.value).toEqual({ line: 1, col: 13 });
    expect(places('2026-03-14: x\n', 'core')('/2026-03-14')?.value).toEqual({ line: 1, col: 13 });
    const at = places('~: a\ntrue: b\n0x1F: c\n"a/b": d\n');
    expect([at('/null'), at('/true'), at('/31'), at('/a~1b')].map((found) => found?.key?.line)).toEqual([1, 2, 3, 4]);
  });

  it('reads a pair in a flow list as js-yaml does, a mapping of one entry', () => {
    const at = places('a: [x: 1, {y: 2}, z]\n');
    expect(at('/a/0')?.value).toEqual({ line: 1, col: 5 });
    expect(at('/a/0/x')).toEqual({ key: { line: 1, col: 5 }, value: { line: 1, col: 8 } });
    expect(at('/a/1/y')?.value).toEqual({ line: 1, col: 15 });
    expect(at('/a/2')?.value).toEqual({ line: 1, col: 19 });
  });

  it('places every item of a list, an empty one too', () => {
    const at = places('a:\n  -\n  - ~\n  - x\n');
    expect([0, 1, 2].map((i) => at(`/a/${i}`)?.value.line)).toEqual([2, 3, 4]);
  });

  it('parses a second time only when a place is first asked for', () => {
    const parse = vi.spyOn(Parser.prototype, 'parse');
    const { locations } = loadYamlWithPositions('a: 1\nb: [x, y]\n');
    expect(parse).not.toHaveBeenCalled();
    expect(locations.get('/a')?.value).toEqual({ line: 1, col: 4 });
    expect(locations.get('/b/1')?.value).toEqual({ line: 2, col: 8 });
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});

/** Every YAML file and post in content/ and test/fixtures/ that js-yaml reads, with the schema it is read with. */
function contentFiles(): { file: string; text: string; schema: YamlSchema }[] {
  const files: { file: string; text: string; schema: YamlSchema }[] = [];
  for (const dir of ['content', 'test/fixtures']) {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })) {
      const file = path.join(dir, entry);
      const post = file.endsWith('.md') && file.includes(`${path.sep}posts${path.sep}`);
      if (!post && !file.endsWith('.yaml')) continue;
      const { text, problem } = readContentText(path.join(repoRoot, file));
      const parts = post && !problem ? splitPost(text) : undefined;
      if (problem || (parts && 'problem' in parts)) continue;
      files.push({ file, text: parts ? parts.frontMatter : text, schema: post ? 'core' : 'default' });
    }
  }
  return files;
}

/** Each pointer of the data with its key when it is a mapping's entry; an alias's value (met again) is not walked into. */
function pointers(data: unknown, at = '', key?: string, seen = new Set<object>()): { at: string; key?: string; value: unknown }[] {
  const here = { at, key, value: data };
  if (typeof data !== 'object' || data === null || seen.has(data)) return [here];
  seen.add(data);
  const entries = Array.isArray(data) ? data.map((v, i) => [i, v] as const) : Object.entries(data);
  return [here, ...entries.flatMap(([k, v]) => pointers(v, `${at}${pointer([k])}`, typeof k === 'string' ? k : undefined, seen))];
}

/** A text's start as it is written in any style: up to a space, or a character a quoted text may escape. */
// eslint-disable-next-line no-control-regex -- control characters are what a double-quoted text escapes
const firstWord = (text: string) => text.split(/[\s\\"'\u0000-\u001f]/)[0] ?? '';

/** The text from a position on, past the node's properties (`&a`, `!!str`) and an opening quote. */
const textAt = (index: LineIndex, { line, col }: { line: number; col: number }) =>
  index
    .lineText(line)
    .slice(col - 1)
    .replace(/^(?:[&!]\S*\s+)*["']?/, '');

describe('over every content file and fixture', () => {
  const files = contentFiles().flatMap(({ file, text, schema }) => {
    try {
      return [{ file, ...loadYamlWithPositions(text, schema) }];
    } catch {
      return []; // a fixture of a syntax error
    }
  });

  it('reads them all', () => {
    expect(files.length).toBeGreaterThan(120);
  });

  it('places every value of the data, each key where it is written, each text where it starts', () => {
    const wrong: string[] = [];
    for (const { file, data, index, locations } of files) {
      for (const { at, key, value } of pointers(data)) {
        const found = locations.get(at);
        const fail = (why: string) => wrong.push(`${file}#${at}: ${why} (${JSON.stringify(found)})`);
        if (!found) fail('not placed');
        else if (key !== undefined && (!found.key || !textAt(index, found.key).startsWith(key))) fail(`key ${key} not there`);
        else if (found.key && value === null && JSON.stringify(found.value) !== JSON.stringify(found.key)) fail('empty value not at its key');
        else if (typeof value === 'string' && !/^[|>]/.test(textAt(index, found.value)) && !textAt(index, found.value).startsWith(firstWord(value)))
          fail(`text ${JSON.stringify(value.slice(0, 20))} not there`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
