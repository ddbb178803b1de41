/**
 * Parsing and printing an owner's YAML so that what was not edited is printed as it was written.
 *
 * `yaml` keeps comments, key order and each scalar's style, but prints a scalar from its value: a
 * folded block the owner wrapped by hand comes back wrapped at another column. So every scalar
 * read from a file remembers its source text, and is printed from it for as long as its value is
 * the one read (and its indentation has not moved); an edited or new scalar is printed by `yaml`.
 */
import { Document, parseDocument, visit } from 'yaml';
import type { DocumentOptions, ParseOptions, Scalar, ScalarTag, SchemaOptions, ToStringOptions } from 'yaml';
import { stringifyString } from 'yaml/util';

/**
 * The column an edited folded block (`>-`) is wrapped at. The owners' blocks are wrapped by hand
 * at up to 98 columns, so 100 reflows an edited paragraph to lines like its neighbours'; plain
 * and quoted strings are never folded (lineWidth 0), so a long title stays on one line.
 */
export const FOLD_WIDTH = 100;

const toStringOptions: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

interface Source {
  value: unknown;
  text: string;
}

/** The source text of each scalar read from a file, with the value it had then. */
const sources = new WeakMap<Scalar, Source>();

/** The source text, when the scalar is unchanged and fits where it is printed now. */
function keptSource(node: Scalar, indent: string): string | undefined {
  const source = sources.get(node);
  if (!source || !Object.is(source.value, node.value)) return undefined;
  const [, ...rest] = source.text.split('\n');
  // A block or multi-line scalar's later lines carry the indentation of where it was read.
  const fits = rest.every((line) => line.trim() === '' || (line.startsWith(indent) && line.length > indent.length));
  return fits ? source.text : undefined;
}

/** A scalar tag of the core schema, printing from the source when it can. */
function keepingSource(tag: ScalarTag): ScalarTag {
  return {
    ...tag,
    stringify(scalar, ctx, onComment, onChompKeep) {
      const kept = keptSource(scalar, ctx.indent);
      if (kept !== undefined) {
        // A block scalar's header comment is part of its source: the pair must not print it again.
        if (scalar.comment && (scalar.type === 'BLOCK_FOLDED' || scalar.type === 'BLOCK_LITERAL')) onComment?.();
        return kept;
      }
      const printing = scalar.type === 'BLOCK_FOLDED' ? { ...ctx, options: { ...ctx.options, lineWidth: FOLD_WIDTH } } : ctx;
      return tag.stringify ? tag.stringify(scalar, printing, onComment, onChompKeep) : stringifyString(scalar, printing, onComment, onChompKeep);
    },
  };
}

/**
 * The core schema: `date: 2026-03-14` is the string "2026-03-14" (no timestamps), printed again
 * without quotes; `yes` is a string too, as in YAML 1.2.
 */
const options: ParseOptions & DocumentOptions & SchemaOptions = {
  schema: 'core',
  customTags: (tags) => tags.map((tag) => (typeof tag === 'object' && !('collection' in tag && tag.collection) ? keepingSource(tag) : tag)),
};

/** A document read from `text`; throws on a YAML error, as Decap expects of a formatter. */
export function parseYaml(text: string): Document {
  const doc = parseDocument(text, options);
  if (doc.errors.length > 0) throw new Error(`YAML parsing error:\n${doc.errors.map((error) => error.message).join('\n')}`);
  visit(doc, {
    Scalar(_key, node) {
      if (!node.range) return;
      const source = text.slice(node.range[0], node.range[1]);
      if (node.type !== 'BLOCK_FOLDED' && node.type !== 'BLOCK_LITERAL') sources.set(node, { value: node.value, text: source });
      // A block's source runs to the next line's start; kept trailing lines (`|+`) are printed by `yaml`.
      else if (!/^[|>][^\n]*\+/.test(source)) sources.set(node, { value: node.value, text: source.trimEnd() });
    },
  });
  return doc;
}

/** An empty document printed the same way as a parsed one. */
export function newYamlDocument(): Document {
  return new Document(undefined, options);
}

/** The document's text; one holding only comments is only its comments (`yaml` would add `null`). */
export function printYaml(doc: Document): string {
  if (doc.contents !== null) return doc.toString(toStringOptions);
  const comments = [doc.commentBefore, doc.comment].filter((comment): comment is string => Boolean(comment));
  return comments.map((comment) => `${comment.replace(/^/gm, '#')}\n`).join('\n');
}
