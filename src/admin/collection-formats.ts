/**
 * The formats a Decap config names for its collections, to register before Decap starts:
 * `yaml-doc:<collection>` for a file of content/ (YAML that keeps the owner's comments) and
 * `front-matter:<collection>` for a post (Markdown under YAML front matter). Decap's own formats
 * (`yaml`, `frontmatter`…) need no registration and are left out.
 */

/** Each kind of format the editor registers, with the extension its files have unless the collection says. */
export const FORMAT_EXTENSIONS = { 'yaml-doc': 'yaml', 'front-matter': 'md' } as const;

export type FormatKind = keyof typeof FORMAT_EXTENSIONS;

export interface CollectionFormat {
  /** The format's name in the config: `yaml-doc:profile`. */
  name: string;
  kind: FormatKind;
  /** The extension Decap gives it: the collection's own, else its kind's. */
  extension: string;
  /** A files collection's: every entry it writes was read from its file (nothing is made new). */
  everyEntryRead: boolean;
}

const isKind = (kind: string): kind is FormatKind => Object.hasOwn(FORMAT_EXTENSIONS, kind);

/** The custom formats of these collections, each once, in the order they are first named. */
export function collectionFormats(collections: readonly { format?: string; extension?: string; files?: unknown }[]): CollectionFormat[] {
  const formats = new Map<string, CollectionFormat>();
  for (const { format, extension, files } of collections) {
    const kind = format?.split(':')[0] ?? '';
    if (format === undefined || !format.includes(':') || !isKind(kind) || formats.has(format)) continue;
    formats.set(format, { name: format, kind, extension: extension ?? FORMAT_EXTENSIONS[kind], everyEntryRead: files !== undefined });
  }
  return [...formats.values()];
}
