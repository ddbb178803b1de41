/**
 * The type every language's dictionary has: the English dictionary's shape, with its strings
 * widened, so a key missing from (or added to) another language is a type error.
 */
import type { en } from './dictionaries/en.ts';

/** A dictionary's shape with its literal strings widened to `string` (functions keep their parameters). */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

export type Dictionary = Widen<typeof en>;
