import { describe, expect, it } from 'vitest';
import { codeFrame, FRAME_WIDTH, LineIndex } from './source-map.ts';

describe('codeFrame', () => {
  it('shows two lines either side, with a caret under the column', () => {
    const index = new LineIndex('a: 1\nb: 2\nc: x\nd: 4\ne: 5\nf: 6\n');
    expect(codeFrame(index, { line: 3, col: 4 })).toBe(
      ['    1 | a: 1', '    2 | b: 2', '  > 3 | c: x', '      |    ^', '    4 | d: 4', '    5 | e: 5'].join('\n'),
    );
  });

  it('cuts a long line to a window around the column, the caret still under it', () => {
    const long = `bio: ${'word '.repeat(40_000)}MISTAKE ${'word '.repeat(100)}`;
    const col = long.indexOf('MISTAKE') + 1;
    const frame = codeFrame(new LineIndex(`name: Ada\n${long}\n`), { line: 2, col });
    const [, shown = '', caret = ''] = frame.split('\n');
    expect(shown.length).toBeLessThan(FRAME_WIDTH + 20);
    expect(shown).toMatch(/^ {2}> 2 \| …word .*…$/);
    expect(shown.charAt(caret.indexOf('^'))).toBe('M');
    expect(frame.length).toBeLessThan(1_000);
  });
});
