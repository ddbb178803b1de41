/**
 * Periods as the content writes them — `Sep 2024 – Present`, `Feb 2021 – Aug 2021` (experience) or
 * `2022 – 2024` (education) — parsed into numbers, formatted per language, and converted to the
 * ISO-8601 partial dates of JSON Resume (`2024-09`, `2022`). Pure: the page and the build share it.
 */

export interface YearMonth {
  year: number;
  /** 1–12; absent when only the year is known. */
  month?: number;
}

export interface Period {
  start: YearMonth;
  end: YearMonth | 'present';
}

/** The English three-letter months the content is written with (the data form, not a display form). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const POINT = String.raw`(?:([A-Z][a-z]{2}) )?(\d{4})`;
// The content uses an en dash; a hyphen or an em dash between spaces is read the same way.
const PERIOD = new RegExp(String.raw`^${POINT} [–—-] (?:${POINT}|(Present))$`);

function point(month: string | undefined, year: string | undefined): YearMonth | undefined {
  if (year === undefined) return undefined;
  if (month === undefined) return { year: Number(year) };
  const index = (MONTHS as readonly string[]).indexOf(month);
  return index < 0 ? undefined : { year: Number(year), month: index + 1 };
}

function order(p: YearMonth): number {
  return p.year * 12 + (p.month ?? 1) - 1;
}

/** Reads a period written like the content's; undefined when it is not one (unknown month, end before start). */
export function parsePeriod(text: string): Period | undefined {
  const m = PERIOD.exec(text.trim());
  if (!m) return undefined;
  const start = point(m[1], m[2]);
  if (!start) return undefined;
  if (m[5]) return { start, end: 'present' };
  const end = point(m[3], m[4]);
  if (!end || order(end) < order(start)) return undefined;
  return { start, end };
}

/** The content's own text for a date: `Sep 2024`, `2024`. The inverse of parseDate. */
export function dateText(p: YearMonth): string {
  return p.month ? `${MONTHS[p.month - 1]} ${p.year}` : String(p.year);
}

/** The content's own text for a period: `Sep 2024 – Present`, `2022 – 2024`. The inverse of parsePeriod. */
export function periodText(period: Period): string {
  return `${dateText(period.start)} – ${period.end === 'present' ? 'Present' : dateText(period.end)}`;
}

/** `Sep 2024 – Present` in English, `sept. 2024 – aujourd'hui` in French; `present` is the word for an open end. */
export function formatPeriod(period: Period, lang: string, present: string): string {
  const text = (p: YearMonth) => formatDate(p, lang);
  return `${text(period.start)} – ${period.end === 'present' ? present : text(period.end)}`;
}

/** A period as the content writes it, shown in a language; text that is not a period is shown as written. */
export function displayPeriod(text: string, lang: string, present: string): string {
  const period = parsePeriod(text);
  return period ? formatPeriod(period, lang, present) : text;
}

/** Reads one date written like the content's periods: `Mar 2024` or `2024`. */
export function parseDate(text: string): YearMonth | undefined {
  const m = new RegExp(`^${POINT}$`).exec(text.trim());
  return m ? point(m[1], m[2]) : undefined;
}

/** A date or a period as the content writes it (`Mar 2024`, `2022 – 2024`), shown in a language; other text as written. */
export function displayWhen(text: string, lang: string, present: string): string {
  const date = parseDate(text);
  return date ? formatDate(date, lang) : displayPeriod(text, lang, present);
}

/** One formatter per language: making one costs more than formatting. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** `Sep 2024` in English, `sept. 2024` in French; a year alone as it is. */
function formatDate(p: YearMonth, lang: string): string {
  if (!p.month) return String(p.year);
  let format = monthFormats.get(lang);
  if (!format) monthFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(Date.UTC(p.year, p.month - 1, 1));
}

/** `2024-09` or `2022`: the partial ISO-8601 date JSON Resume uses. */
export function toIsoDate(p: YearMonth): string {
  return p.month ? `${p.year}-${String(p.month).padStart(2, '0')}` : String(p.year);
}

/** Reads `2024`, `2024-09` or `2024-09-15` (the day is dropped); undefined for anything else. */
export function fromIsoDate(iso: string): YearMonth | undefined {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso.trim());
  if (!m) return undefined;
  if (!m[2]) return { year: Number(m[1]) };
  const month = Number(m[2]);
  const day = m[3] ? Number(m[3]) : 1;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year: Number(m[1]), month } : undefined;
}

/** A period as JSON Resume's `startDate`/`endDate`; an open end has no `endDate`. */
export function periodToIso(period: Period): { startDate: string; endDate?: string } {
  return period.end === 'present' ? { startDate: toIsoDate(period.start) } : { startDate: toIsoDate(period.start), endDate: toIsoDate(period.end) };
}
