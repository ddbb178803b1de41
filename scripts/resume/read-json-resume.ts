/**
 * Reads the JSON file `content:import` is given: as UTF-8 (scripts/content/read-content-text.ts),
 * then as JSON, a syntax error located to its line and column in words (JSON.parse's own message
 * differs between Node versions and names an offset, not a line).
 */
import fs from 'node:fs';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { readContentText, type SizeLimit } from '../content/read-content-text.ts';
import { LineIndex } from '../content/source-map.ts';

const WORDS: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon is missing after the name',
  CommaExpected: 'a comma is missing',
  PropertyNameExpected: 'a name in double quotes is expected here (JSON allows no comma after the last entry)',
  CloseBraceExpected: 'a } is missing',
  CloseBracketExpected: 'a ] is missing',
  EndOfFileExpected: 'the document should end here',
  InvalidSymbol: 'this is not JSON (names and texts are written in double quotes)',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfString: 'a text is not closed with its double quote',
  InvalidCharacter: 'a control character (a tab or a line break) must be escaped in a text, as \\t or \\n',
  InvalidEscapeCharacter: 'this escape is not JSON',
  InvalidUnicode: 'this \\u escape is not four hex digits',
  InvalidNumberFormat: 'this number is not written as JSON writes numbers',
  UnexpectedEndOfNumber: 'this number is cut short',
};

/** Why the file could not be read, in one line: `resume.json:3:7 is not valid JSON: a value is expected here`. */
export class UnreadableJsonError extends Error {}

function located(file: string, text: string, offset: number, what: string): UnreadableJsonError {
  const at = new LineIndex(text).position(offset);
  return new UnreadableJsonError(`${file}:${at.line}:${at.col} ${what}`);
}

/** A JSON Resume is a few kB; 16 MB leaves room for one that carries its photo inline. */
const JSON_RESUME_LIMIT: SizeLimit = {
  bytes: 16 * 1024 * 1024,
  what: 'a JSON Resume',
  hint: 'is it the right file? A JSON Resume holds text of a few kB',
};

export function readJsonResume(file: string): unknown {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new UnreadableJsonError(`Could not read ${file}: there is no such file.`);
  const { text, problem } = readContentText(file, JSON_RESUME_LIMIT);
  if (problem) throw new UnreadableJsonError(`${file}:${problem.at.line}:${problem.at.col} ${problem.message}: ${problem.hint ?? ''}`.trim());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const [first] = errors;
    if (!first) throw located(file, text, 0, 'is not valid JSON');
    const code = printParseErrorCode(first.error);
    throw located(file, text, first.offset, `is not valid JSON: ${WORDS[code] ?? code}`);
  }
}
