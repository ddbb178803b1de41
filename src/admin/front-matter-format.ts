/**
 * A Decap CMS format for posts: Markdown after YAML front matter (`---\n<yaml>---\n<body>`). The
 * front matter is kept as the owner wrote it, as by yaml-document-format.ts; the body is Decap's
 * `body` field, read and written exactly as it is, blank lines and all.
 */
import type { DecapFormatter } from './decap-formatter.ts';
import { pruneEntry } from './prune-empty.ts';
import { createReadFiles } from './read-files.ts';
import { readYaml, writeYaml } from './write-yaml.ts';

/** An opening `---` line, the YAML's whole lines, and the closing `---` line. */
const FRONT_MATTER = /^---[ \t]*\r?\n((?:.*\r?\n)*?)---[ \t]*(?:\r?\n|$)/;

export function createFrontMatterFormat(): DecapFormatter {
  // A file's front matter, or null for a file that has none (it stays without one).
  const read = createReadFiles<string | null>();
  return {
    fromFile(content) {
      const match = FRONT_MATTER.exec(content);
      const frontMatter = match ? (match[1] ?? '') : null;
      const data = { ...(frontMatter === null ? {} : readYaml(frontMatter)), body: match ? content.slice(match[0].length) : content };
      read.remember(content, data, frontMatter);
      return data;
    },
    toFile(data, sortedKeys = [], comments = {}) {
      const { body, ...meta } = pruneEntry(data);
      const markdown = typeof body === 'string' ? body : '';
      const original = read.recall({ ...meta, body: markdown });
      if (original === null && Object.keys(meta).length === 0) return markdown;
      const yaml = writeYaml(original ?? undefined, meta, sortedKeys, comments);
      return `---\n${yaml}---\n${markdown}`;
    },
  };
}
