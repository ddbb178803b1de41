/**
 * Picks a font size for a headline so that it fills its box without overflowing: the largest
 * size whose estimated word wrap fits in `maxLines`. The estimate uses an average glyph width
 * (Inter Bold averages 0.50–0.57 em on real titles, measured with its metrics), erring wide;
 * the card still clamps the text with an ellipsis, so a wrong guess costs a line, not an overflow.
 */

export interface FitRule {
  /** Candidate sizes in pixels, largest first. */
  sizes: readonly number[];
  /** Width of the text box in pixels. */
  width: number;
  maxLines: number;
  /** Average advance of one character, in em. */
  charWidth: number;
  /**
   * The box's height in pixels, with the text's line height (in em): a large size then gets fewer
   * lines than a small one (at most maxLines), so a long title shrinks rather than grows downward.
   */
  height?: { max: number; lineHeight: number };
}

/** Lines a greedy word wrap takes; a word longer than a line takes as many lines as it needs. */
export function estimateLines(text: string, fontSize: number, width: number, charWidth: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * charWidth)));
  let lines = 0;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = [...word].length;
    if (used > 0 && used + 1 + length <= perLine) {
      used += 1 + length;
      continue;
    }
    lines += Math.max(1, Math.ceil(length / perLine));
    used = length > perLine ? length % perLine || perLine : length;
  }
  return Math.max(lines, 1);
}

/**
 * The font size and the number of lines it is expected to take. A size that would have to break
 * a word (even at a hyphen: "Pre-" / "Screening") is passed over while a smaller one avoids it.
 */
export function fitText(text: string, rule: FitRule): { fontSize: number; lines: number } {
  const longestWord = Math.max(0, ...text.split(/\s+/).map((word) => [...word].length));
  for (const fontSize of rule.sizes) {
    const lines = estimateLines(text, fontSize, rule.width, rule.charWidth);
    const wordFits = longestWord <= Math.floor(rule.width / (fontSize * rule.charWidth));
    const heightFits = !rule.height || lines * fontSize * rule.height.lineHeight <= rule.height.max;
    if (lines <= rule.maxLines && wordFits && heightFits) return { fontSize, lines };
  }
  const fontSize = rule.sizes.at(-1) ?? rule.sizes[0] ?? 16;
  return { fontSize, lines: Math.min(rule.maxLines, estimateLines(text, fontSize, rule.width, rule.charWidth)) };
}

/**
 * Glues each hyphen to what follows with a zero-width word joiner, so a line never ends inside
 * "Pre-Screening": fitText has already picked a size at which every word fits on a line. The
 * joiner is U+FEFF (line-break class WJ) because Inter has a glyph for it, unlike U+2060 or U+2011.
 */
export function keepWordsWhole(text: string): string {
  return text.replace(/-/g, '-\ufeff');
}
