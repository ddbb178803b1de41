/**
 * The files a formatter has read, to find the one an entry being written came from
 * (entry-similarity.ts). A text read again moves to the end: the latest read wins a tie.
 */
import { MIN_SIMILARITY, pickMostSimilar } from './entry-similarity.ts';
import type { Candidate } from './entry-similarity.ts';

export interface ReadFiles<T> {
  /** Keeps what was read from a file's text: the entry's data, and what the writer needs of it. */
  remember(text: string, data: unknown, original: T): void;
  /** What was kept of the file most like `data`; undefined when none is like it. */
  recall(data: unknown): T | undefined;
}

/** `minimum`: how alike an entry must be to a file read to be written into it (0 when every entry was read from a file). */
export function createReadFiles<T>(minimum: number = MIN_SIMILARITY): ReadFiles<T> {
  const files = new Map<string, Candidate<T>>();
  return {
    remember(text, data, original) {
      files.delete(text);
      files.set(text, { data, original });
    },
    recall: (data) => pickMostSimilar([...files.values()], data, minimum),
  };
}
