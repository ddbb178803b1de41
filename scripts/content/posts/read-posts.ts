/**
 * Reads the posts of one folder (content/posts/, or a language's content/fr/posts/): each file's
 * text, its front matter checked against schemas/post.schema.json (or a translation's derived
 * schema) with every problem at the `.md` file's own line, and its body as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Post } from '../../../src/content/types.ts';
import { SLUG_PATTERN, slugify } from '../../../src/lib/slug.ts';
import { loadContentText, type FileSink } from '../load-content-file.ts';
import { readContentText } from '../read-content-text.ts';
import { LineIndex, type Position } from '../source-map.ts';
import { locate, NO_LOCATIONS } from '../yaml-positions.ts';
import { splitPost } from './front-matter.ts';

/** Where posts are, inside content/ and inside a language's folder. */
export const POSTS_DIR = 'posts';

export interface PostFile {
  slug: string;
  /** The file, from the project's root: content/posts/my-post.md. */
  file: string;
  /** Whether the front matter is valid against its schema: only a valid post is published (its body is checked either way). */
  valid: boolean;
  /** The front matter (a translation's holds only the translated fields). */
  frontMatter: Partial<Post>;
  /** Where each front-matter field is, by JSON pointer. */
  at: (pointer: string) => Position;
  body: string;
  bodyLine: number;
}

/** Every `.md` file of a folder that has front matter; every problem (other files, bad names, bad front matter) goes to `sink`. */
export function readPosts(dir: string, relative: (full: string) => string, validate: ValidateFunction, sink: FileSink): PostFile[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  const posts: PostFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const file = relative(full);
    const fail = (message: string, hint: string, at: Position = { line: 1, col: 1 }) => sink.problems.push({ file, at, field: '', severity: 'error', message, hint });
    if (!entry.isFile() || !entry.name.endsWith('.md')) {
      fail('not a post', 'a post is a Markdown file named after its address, for example content/posts/my-first-post.md');
      continue;
    }
    const slug = entry.name.slice(0, -'.md'.length);
    if (!SLUG_PATTERN.test(slug)) {
      const suggestion = slugify(slug);
      fail('a post’s file name is its address, /writing/<name>/', `name it with lowercase letters, digits and dashes${suggestion ? `: ${suggestion}.md` : ''}`);
      continue;
    }
    const post = readPost(full, file, slug, validate, sink);
    if (post) posts.push(post);
  }
  return posts;
}

function readPost(full: string, file: string, slug: string, validate: ValidateFunction, sink: FileSink): PostFile | undefined {
  const { text, problem } = readContentText(full);
  const index = new LineIndex(text);
  const fail = (found: { at: Position; message: string; hint?: string }) => {
    sink.problems.push({ file, field: '', severity: 'error', ...found });
    sink.indexes.set(file, index);
  };
  if (problem) return void fail(problem);
  const parts = splitPost(text);
  if ('problem' in parts) return void fail(parts.problem);
  // Without timestamps: `date: 2026-02-30` stays the text written, and is refused as such.
  const before = sink.problems.length;
  const loaded = loadContentText(parts.frontMatter, file, validate, sink, 'core');
  sink.indexes.set(file, index);
  // The schema speaks of any post (`content/posts/<slug>.md`); this one has a name.
  for (const found of sink.problems.slice(before)) found.hint &&= found.hint.replace('<slug>', slug);
  const locations = loaded?.locations ?? NO_LOCATIONS;
  const valid = loaded?.valid ?? false;
  return {
    slug,
    file,
    valid,
    // Valid against the schema Post is generated from; an invalid one is never read but for its slug.
    frontMatter: valid ? (loaded?.data as Partial<Post>) : {},
    at: (pointer) => locate(locations, pointer).value,
    body: parts.body,
    bodyLine: parts.bodyLine,
  };
}
