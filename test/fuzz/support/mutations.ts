/**
 * What the fuzz suite does to a site's files, as fast-check arbitraries: edits of the parsed data
 * (delete, duplicate and retype a value, swap a scalar for a list, inject hostile text), edits of
 * the bytes (truncate, insert, duplicate a line) and random bytes written into images. A mutation
 * names its target by numbers taken modulo what is there, so shrinking stays meaningful.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';
import { printable, text } from './hostile-text.ts';

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('2024-02-30', '0', '1e400', '-0', 'NaN', 'yes'),
);
const value = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('title', 'slug', 'id', 'x', '__proto__', ''), scalar, { maxKeys: 3 }) },
);

export type Mutation =
  | { kind: 'delete' | 'duplicate' | 'listify'; file: number; node: number }
  | { kind: 'retype'; file: number; node: number; value: unknown }
  | { kind: 'inject'; file: number; node: number; at: number; text: string; prose?: boolean }
  | { kind: 'truncate'; file: number; at: number }
  | { kind: 'bytes'; file: number; at: number; bytes: Uint8Array; overwrite: boolean }
  | { kind: 'duplicate-line'; file: number; line: number }
  | { kind: 'image'; image: number; at: number; bytes: Uint8Array; overwrite: boolean };

const target = { file: fc.nat(), node: fc.nat() };
const bytes = fc.uint8Array({ minLength: 1, maxLength: 64 });

/** Any mutation of content or images. */
export const anyMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const, 'listify' as const), ...target }),
  fc.record({ kind: fc.constant('retype' as const), ...target, value }),
  fc.record({ kind: fc.constant('inject' as const), ...target, at: fc.nat(), text }),
  fc.record({ kind: fc.constant('truncate' as const), file: fc.nat(), at: fc.nat() }),
  fc.record({ kind: fc.constant('bytes' as const), file: fc.nat(), at: fc.nat(), bytes, overwrite: fc.boolean() }),
  fc.record({ kind: fc.constant('duplicate-line' as const), file: fc.nat(), line: fc.nat() }),
  fc.record({ kind: fc.constant('image' as const), image: fc.nat(), at: fc.nat(), bytes, overwrite: fc.boolean() }),
);

/** Hostile text injected into the site's texts, of a kind the check accepts: it reaches every output. */
export const textMutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constant('inject' as const),
  ...target,
  at: fc.nat(),
  text: printable,
  prose: fc.constant(true),
});

/** A sentence or a title, not an id, a link, a path or a value from a list: more than 20 characters, with a space. */
const isProse = (value: unknown) => typeof value === 'string' && value.length > 20 && value.includes(' ') && !/^(https?|mailto):|^\//.test(value);

type Path = (string | number)[];

/** Every value's path in a document, depth first (the document itself first). */
function paths(data: unknown, at: Path = []): Path[] {
  const children: [string | number, unknown][] = Array.isArray(data)
    ? data.map((v, i): [number, unknown] => [i, v])
    : data && typeof data === 'object'
      ? Object.entries(data)
      : [];
  return [at, ...children.flatMap(([key, child]) => paths(child, [...at, key]))];
}

function parentOf(data: unknown, at: Path): { parent: Record<string | number, unknown> | unknown[]; key: string | number } | undefined {
  if (!at.length) return undefined;
  let parent = data as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  return { parent, key: at[at.length - 1] as string | number };
}

/** Applies a data mutation to a parsed document; false when there was nothing it could do. */
function mutateData(data: unknown, mutation: Extract<Mutation, { node: number }>): boolean {
  const valueAt = (p: Path) => p.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], data);
  // Text goes into texts; the other edits take any value.
  const fits = (p: Path) => mutation.kind !== 'inject' || (mutation.prose ? isProse(valueAt(p)) : typeof valueAt(p) === 'string');
  const all = paths(data).filter((p) => p.length > 0 && fits(p));
  const chosen = all[mutation.node % Math.max(1, all.length)];
  const found = chosen && parentOf(data, chosen);
  if (!found) return false;
  const { parent, key } = found;
  const current = (parent as Record<string | number, unknown>)[key];
  if (mutation.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (mutation.kind === 'duplicate') {
    if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(current));
    else parent[`${key}2`] = structuredClone(current);
  } else if (mutation.kind === 'listify') {
    (parent as Record<string | number, unknown>)[key] = [current, current];
  } else if (mutation.kind === 'retype') {
    (parent as Record<string | number, unknown>)[key] = mutation.value;
  } else if (mutation.kind === 'inject') {
    const at = mutation.at % (String(current).length + 1);
    (parent as Record<string | number, unknown>)[key] = String(current).slice(0, at) + mutation.text + String(current).slice(at);
  }
  return true;
}

function mutateBytes(file: string, mutation: Mutation): void {
  const data = fs.readFileSync(file);
  if (mutation.kind === 'truncate') return fs.writeFileSync(file, data.subarray(0, mutation.at % (data.length + 1)));
  if (mutation.kind === 'duplicate-line') {
    const lines = data.toString('latin1').split('\n');
    const i = mutation.line % lines.length;
    lines.splice(i, 0, lines[i] ?? '');
    return fs.writeFileSync(file, Buffer.from(lines.join('\n'), 'latin1'));
  }
  if (mutation.kind === 'bytes' || mutation.kind === 'image') {
    const at = mutation.at % (data.length + 1);
    const tail = data.subarray(mutation.overwrite ? Math.min(data.length, at + mutation.bytes.length) : at);
    return fs.writeFileSync(file, Buffer.concat([data.subarray(0, at), mutation.bytes, tail]));
  }
}

/** Applies the mutations to the site at `root`, in order: YAML and JSON files (and posts' front matter) are edited as data or as bytes, images as bytes. */
export function applyMutations(root: string, files: { content: readonly string[]; images: readonly string[] }, mutations: readonly Mutation[]): void {
  for (const mutation of mutations) {
    if (mutation.kind === 'image') {
      mutateBytes(path.join(root, files.images[mutation.image % files.images.length] ?? ''), mutation);
      continue;
    }
    const file = path.join(root, files.content[mutation.file % files.content.length] ?? '');
    if (!('node' in mutation)) {
      mutateBytes(file, mutation);
      continue;
    }
    const json = file.endsWith('.json');
    // A post's front matter is YAML as data; its body stays as it is.
    const post = file.endsWith('.md') ? /^(---\r?\n)([^]*?\r?\n)(---[ \t]*\r?\n[^]*)$/.exec(fs.readFileSync(file, 'utf8')) : undefined;
    if (file.endsWith('.md') && !post) continue;
    // A file an earlier mutation broke is left as it is.
    let data: unknown;
    try {
      const text = post ? (post[2] ?? '') : fs.readFileSync(file, 'utf8');
      data = json ? JSON.parse(text) : yaml.load(text, { schema: post ? yaml.CORE_SCHEMA : yaml.DEFAULT_SCHEMA });
    } catch {
      continue;
    }
    if (!mutateData(data, mutation)) continue;
    const dumped = json ? JSON.stringify(data, null, 2) : yaml.dump(data, { lineWidth: -1, noRefs: true });
    fs.writeFileSync(file, post ? `${post[1] ?? ''}${dumped}${post[3] ?? ''}` : dumped);
  }
}

/** A mutation in words, for the failure message. */
export function describeMutation(mutation: Mutation, files: { content: readonly string[]; images: readonly string[] }): string {
  const file = mutation.kind === 'image' ? files.images[mutation.image % files.images.length] : files.content[mutation.file % files.content.length];
  const { kind, ...rest } = mutation;
  const shown = JSON.stringify(rest, (_, v: unknown) =>
    v instanceof Uint8Array ? `<${v.length} bytes>` : typeof v === 'string' && v.length > 80 ? `<${v.length} chars>` : v,
  );
  return `${kind} in ${file ?? '?'} ${shown}`;
}
