import { describe, expect, it } from 'vitest';
import { estimateLines, fitText, keepWordsWhole } from './fit-text.ts';

// 10 characters per line: 500 px / (100 px × 0.5 em).
const rule = { sizes: [100, 50], width: 500, maxLines: 2, charWidth: 0.5 };

describe('estimateLines', () => {
  it('wraps greedily at word boundaries', () => {
    expect(estimateLines('abcd efgh', 100, 500, 0.5)).toBe(1);
    expect(estimateLines('abcde fghij', 100, 500, 0.5)).toBe(2);
    expect(estimateLines('ab cd ef gh ij kl', 100, 500, 0.5)).toBe(2);
  });

  it('gives a word longer than a line the lines it needs, and an empty text one line', () => {
    expect(estimateLines('abcdefghijklmnopqrstuvwxy z', 100, 500, 0.5)).toBe(3);
    expect(estimateLines('  ', 100, 500, 0.5)).toBe(1);
  });

  it('counts accented letters as one character each', () => {
    expect(estimateLines('Générateur', 100, 500, 0.5)).toBe(1);
  });
});

describe('fitText', () => {
  it('keeps the largest size that fits', () => {
    expect(fitText('Short', rule)).toEqual({ fontSize: 100, lines: 1 });
    expect(fitText('A title of three lines', rule)).toEqual({ fontSize: 50, lines: 2 });
  });

  it('takes a smaller size rather than break a word, even at a hyphen', () => {
    // At 100 px a line holds 10 characters: "Pre-Screening" (13) would break; at 50 px, 20 hold the whole title.
    expect(fitText('AI Pre-Screening', { ...rule, maxLines: 3 })).toEqual({ fontSize: 50, lines: 1 });
  });

  it('gives a large size fewer lines than a small one when the box has a height', () => {
    // Three lines of 100 px at 1.2 are 360 px, over 300: the title takes the smaller size.
    const tall = { ...rule, maxLines: 3, height: { max: 300, lineHeight: 1.2 } };
    expect(fitText('A title of three lines', tall)).toEqual({ fontSize: 50, lines: 2 });
    expect(fitText('A title of three lines', { ...tall, height: undefined })).toEqual({ fontSize: 100, lines: 3 });
  });

  it('falls back to the smallest size, clamped to maxLines, when nothing fits', () => {
    expect(fitText('A title so long that even the smallest size needs more than two lines', rule)).toEqual({ fontSize: 50, lines: 2 });
  });
});

describe('keepWordsWhole', () => {
  it('joins every hyphen to the next letter and leaves the rest alone', () => {
    expect(keepWordsWhole('AI Pre-Screening, Jean-Pierre')).toBe('AI Pre-\ufeffScreening, Jean-\ufeffPierre');
  });
});
