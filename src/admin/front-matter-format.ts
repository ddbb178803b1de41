/**
 * A Decap CMS format for posts: Markdown after YAML front matter (`---\n<yaml>---\n<body>`). The
 * front matter is kept as the owner wrote it, as by yaml-document-format.ts; the body is Decap's
 * `body` field, read and written exactly as it is, blank lines and all.
 */
import { minimumLikeness, type DecapFormatter, type FormatOptions } from './decap-formatter.ts';
import { toLf, withLineEndingsOf } from './line-endings.ts';
import { pruneEntry } from './prune-empty.ts';
import { createReadFiles } from './read-files.ts';
import { readYaml, writeYaml } from './write-yaml.ts';

/** An opening `---` line, the YAML's whole lines, and the closing `---` line. */
const FRONT_MATTER = /^---[ \t]*\n((?:.*\n)*?)---[ \t]*(?:\n|$)/;

/** A file's front matter (null when it has none) and its body. */
function splitFrontMatter(text: string): { yaml: string | null; body: string } {
  const match = FRONT_MATTER.exec(text);
  return match ? { yaml: match[1] ?? '', body: text.slice(match[0].length) } : { yaml: null, body: text };
}

export function createFrontMatterFormat(options: FormatOptions = {}): DecapFormatter {
  const read = createReadFiles<string>(minimumLikeness(options));
  return {
    fromFile(content) {
      const { yaml, body } = splitFrontMatter(toLf(content));
      const data = { ...(yaml === null ? {} : readYaml(yaml)), body };
      read.remember(content, data, content);
      return data;
    },
    toFile(data, sortedKeys = [], comments = {}) {
      const { body, ...meta } = pruneEntry(data);
      const markdown = typeof body === 'string' ? body : '';
      const original = read.recall({ ...meta, body: markdown });
      const yaml = original === undefined ? undefined : splitFrontMatter(toLf(original)).yaml;
      // A file without front matter stays without, until it has fields.
      const text =
        yaml === null && Object.keys(meta).length === 0
          ? markdown
          : `---\n${writeYaml(yaml ?? undefined, meta, sortedKeys, comments, options.fieldOrders)}---\n${markdown}`;
      return withLineEndingsOf(text, original);
    },
  };
}
