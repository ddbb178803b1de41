/**
 * What Decap CMS asks of a custom format (`CMS.registerCustomFormat(name, extension, formatter)`):
 * the shape of decap-cms-core's `Formatter`, with the entry's data typed as the plain object it is.
 */

/** An entry's data as Decap holds it: the file's values, edited (for posts, with the Markdown as `body`). */
export type EntryData = Record<string, unknown>;

export interface DecapFormatter {
  /** The data of a file's text. */
  fromFile(content: string): EntryData;
  /** The text of an entry's data; `sortedKeys` are the collection's field names, in the config's order. */
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string;
}

import type { KeyedLists } from './keep-renamed-keys.ts';
import type { FieldOrders } from './merge-into-document.ts';

export interface FormatOptions {
  /** Lists whose renamed entries keep their keys (keep-renamed-keys.ts), by path. */
  keyedLists?: KeyedLists;
  /** The form's field order of each object, by path: where a new key goes that no peer has. */
  fieldOrders?: FieldOrders;
  /**
   * Every entry it writes was read from a file (a files collection: nothing is made new), so an
   * entry is written into the file read that is most like it however much of it was rewritten.
   * Otherwise an entry like no file read is a new file.
   */
  everyEntryRead?: boolean;
}

/** How alike an entry must be to a file read to be written into it. */
export const minimumLikeness = (options: FormatOptions): number | undefined => (options.everyEntryRead ? 0 : undefined);
