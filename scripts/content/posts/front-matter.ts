/**
 * Splits a post (content/posts/<slug>.md) into its front matter, the YAML between the two `---`
 * lines at its top, and its Markdown body, keeping each one's lines where they are in the file so
 * that a problem in either is reported at the file's own line.
 */
import type { TextProblem } from '../read-content-text.ts';

export interface PostParts {
  /** The file up to its closing `---`: YAML that starts with the document marker, on the file's lines. */
  frontMatter: string;
  body: string;
  /** The file's line (from 1) the body starts on. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?$/;
const EXAMPLE = 'start the file with a line of ---, then its title:, date: and summary: lines, then a line of --- and the post itself';

export function splitPost(text: string): PostParts | { problem: TextProblem } {
  const lines = text.split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { problem: { at: { line: 1, col: 1 }, message: 'a post starts with its front matter', hint: EXAMPLE } };
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (close < 0)
    return {
      problem: { at: { line: 1, col: 1 }, message: 'the front matter is not closed', hint: 'end it with a line of --- before the post itself' },
    };
  return {
    frontMatter: `${lines.slice(0, close).join('\n')}\n`,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}
