/**
 * Characters no page can show, in any text of the content: control characters (a NUL or an
 * escape sequence pasted from a terminal or a PDF, written as "\0" or "\e" in YAML) and halves
 * of a character ("\ud800"), which every output would turn into `�`. Tabs and line breaks are text.
 */
import type { Report } from './problem.ts';
import { pointer as jsonPointer } from './json-pointer.ts';

/** Control characters but tab and line breaks: what XML refuses, and no text means. */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL = new RegExp(`${CONTROL_CHARACTER.source.slice(0, -1)}\\u007F-\\u009F]`);
const HALF = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Calls `visit` on every text in `value`, with its JSON pointer. */
export function eachText(value: unknown, pointer: string, visit: (text: string, pointer: string) => void): void {
  if (typeof value === 'string') visit(value, pointer);
  else if (Array.isArray(value)) value.forEach((v, i) => eachText(v, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) eachText(v, `${pointer}${jsonPointer([k])}`, visit);
}

export function checkCharacters(file: string, value: unknown, report: Report): void {
  eachText(value, '', (text, pointer) => {
    const control = CONTROL.exec(text)?.[0];
    if (control) report(file, pointer, `contains the control character ${codePoint(control)}, which no page shows`, 'delete it (it comes with text copied from a terminal or a PDF)');
    const half = HALF.exec(text)?.[0];
    if (half) report(file, pointer, `contains half of a character (${codePoint(half)}), which no page shows`, 'write the whole character, or delete it');
  });
}
