/** js-yaml's syntax errors, reworded: what is wrong, how to fix it, and the parser's own words. */
import type { Wording } from './problem.ts';

const known: [pattern: RegExp, what: string, fix?: string][] = [
  [/duplicated mapping key/, 'this key appears twice in the same entry', 'remove or rename one of them'],
  [/tab characters? must not be used|\\t|tab/i, 'YAML indentation must use spaces, not tabs', 'replace the tab with spaces'],
  [/bad indentation/, 'the indentation here does not line up with the lines above', 'align it with its siblings using spaces'],
  [
    /unexpected end of the stream within a flow collection|missed comma between flow collection entries/,
    'a [ or { is not closed, or a comma is missing between its entries',
  ],
  [
    /end of the stream or a document separator is expected/,
    'this line does not fit the structure above',
    'check its indentation and that the line before ends properly',
  ],
  [/can not read a block mapping entry; a multiline key may not be an implicit key/, 'a line seems to be missing a "key:" or a closing quote'],
  [/unexpected end of the stream within a (single|double) quoted scalar/, 'a quote is opened but never closed'],
  [
    /incomplete explicit mapping pair|can not read an implicit mapping pair/,
    'a "key: value" line is malformed',
    'check for a missing colon or an extra one (quote text that contains ": ")',
  ],
];

/** The parser's words stay in the message (in brackets) for whoever knows YAML; the human line puts the fix before them. */
export function syntaxMessage(reason: string): Wording {
  const match = known.find(([pattern]) => pattern.test(reason));
  if (!match) return { message: `YAML cannot be read here: ${reason}` };
  const [, what, fix] = match;
  const yaml = `(YAML: ${reason})`;
  return fix ? { message: `${what} ${yaml}`, hint: fix, sentence: `${what} — ${fix} ${yaml}` } : { message: `${what} ${yaml}` };
}
