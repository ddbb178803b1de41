/**
 * What a post's card says beside its title, as pure functions: the date and reading time in the
 * card's language (Intl's words, so no dictionary is needed), and the tags that fit on one line.
 */

/** "14 March 2026", "14 mars 2026": an ISO day in `language`'s long style, the same in every time zone. */
export function cardDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** "14 March 2026 · 6 min": the date, and the minutes to read when known. */
export function cardDateLine(date: string, language: string, readingMinutes?: number): string {
  const day = cardDate(date, language);
  if (readingMinutes === undefined) return day;
  const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(readingMinutes);
  return `${day} · ${minutes}`;
}

export interface TagRow {
  /** How each tag is drawn: its box around its label. */
  fontSize: number;
  /** Average advance of one character, in em (fit-text.ts). */
  charWidth: number;
  /** A tag's padding and border, left and right together, and the gap between tags. */
  padding: number;
  gap: number;
  /** The row's width. */
  width: number;
}

/** What a tag cut short leaves beside it, for the count of the others ("+11"). */
export const TAG_ROOM = 96;

/** An estimate of a tag's width in the row, erring wide. */
export const tagWidth = (label: string, row: TagRow) => Math.ceil([...label].length * row.fontSize * row.charWidth) + row.padding;

/**
 * The first tags that fit on the row, in their order, and how many are left out (shown as "+2"),
 * room kept for that count. When not even the first fits whole, it is shown all the same, for the
 * card to cut short (TAG_ROOM keeps room for the count beside it).
 */
export function tagsThatFit(labels: readonly string[], row: TagRow): { shown: string[]; more: number } {
  const fits = (count: number) => {
    const widths = labels.slice(0, count).map((label) => tagWidth(label, row));
    if (count < labels.length) widths.push(tagWidth(`+${labels.length - count}`, row));
    return widths.reduce((sum, width) => sum + width, 0) + row.gap * (widths.length - 1) <= row.width;
  };
  let count = labels.length;
  while (count > 1 && !fits(count)) count--;
  return { shown: labels.slice(0, count), more: labels.length - count };
}
