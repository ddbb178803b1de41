/**
 * Offsets → 1-based line and column, and the short code frame shown under each problem.
 */

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  col: number;
}

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }

  position(offset: number): Position {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? Infinity) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (this.starts[lo] ?? 0) + 1 };
  }

  lineText(line: number): string {
    const start = this.starts[line - 1] ?? this.text.length;
    const next = this.starts[line] ?? this.text.length + 1;
    return this.text.slice(start, next - 1).replace(/\r$/, '');
  }

  /** The position, or the end of the text when it is past it (a parser's "end of the stream" one line too far). */
  clamp(at: Position): Position {
    if (at.line <= this.lineCount) return at;
    return { line: this.lineCount, col: this.lineText(this.lineCount).length + 1 };
  }

  get lineCount(): number {
    return this.starts.length;
  }
}

/** How much of a line a frame shows: a long line is cut to this window around the column, with `…` where it goes on. */
export const FRAME_WIDTH = 120;

/**
 * Two lines either side of the problem, with a caret under its column. A line longer than
 * FRAME_WIDTH (a paragraph on one line, or a minified file) shows the window around the column.
 */
export function codeFrame(index: LineIndex, at: Position, context = 2): string {
  const first = Math.max(1, at.line - context);
  const last = Math.min(index.lineCount, at.line + context);
  const width = String(last).length;
  const from = Math.max(0, at.col - 1 - FRAME_WIDTH / 2);
  const clip = (text: string) => {
    if (text.length <= FRAME_WIDTH && from === 0) return text;
    const shown = text.slice(from, from + FRAME_WIDTH);
    return `${from > 0 ? '…' : ''}${shown}${from + FRAME_WIDTH < text.length ? '…' : ''}`;
  };
  const caretAt = at.col - 1 - from + (from > 0 ? 1 : 0);
  const rows: string[] = [];
  for (let line = first; line <= last; line++) {
    const marker = line === at.line ? '>' : ' ';
    const text = clip(index.lineText(line).replace(/\t/g, '→'));
    rows.push(`  ${marker} ${String(line).padStart(width)} | ${text}`.trimEnd());
    if (line === at.line) rows.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, caretAt))}^`);
  }
  return rows.join('\n');
}
