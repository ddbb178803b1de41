/**
 * JSON Resume `startDate`/`endDate` → the content's period text: `Sep 2024 – Present` for experience
 * (months required), `2022 – 2024` for education (years), a date or a period as written for the
 * owner's own sections (`Mar 2024`, `2019 – Present`). What cannot be read exactly is still
 * written, with the reason returned so the importer can mark it TODO.
 */
import { dateText, fromIsoDate, periodText, type YearMonth } from '../../src/lib/period.ts';

export interface ImportedPeriod {
  text: string;
  /** Why the period is a guess, if it is one. */
  todo?: string;
}

// Older files write the open end as a word instead of leaving endDate out.
const OPEN_END = /^(present|current|now|today|ongoing|aujourd'hui)$/i;

function read(value: string | undefined, field: string, problems: string[]): YearMonth | 'absent' | 'open' | undefined {
  if (value === undefined) return 'absent';
  if (OPEN_END.test(value)) return 'open';
  const date = fromIsoDate(value);
  if (!date) problems.push(`could not read ${field} "${value}" (expected 2024, 2024-09 or 2024-09-15)`);
  return date;
}

/** An experience period; months are required, so a year alone becomes January (start) or December (end). */
export function experiencePeriod(startDate: string | undefined, endDate: string | undefined, today: Date): ImportedPeriod {
  const problems: string[] = [];
  const rawStart = read(startDate, 'startDate', problems);
  const rawEnd = read(endDate, 'endDate', problems);
  let start: YearMonth;
  if (typeof rawStart === 'object') start = rawStart;
  else {
    if (rawStart === 'absent') problems.push('no startDate');
    start = typeof rawEnd === 'object' ? { year: rawEnd.year, month: 1 } : { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  }
  if (!start.month) {
    problems.push(`startDate ${start.year} has no month: January assumed`);
    start = { year: start.year, month: 1 };
  }
  let end: YearMonth | 'present' = typeof rawEnd === 'object' ? rawEnd : 'present';
  if (end !== 'present' && !end.month) {
    problems.push(`endDate ${end.year} has no month: December assumed`);
    end = { year: end.year, month: 12 };
  }
  if (end !== 'present' && end.year * 12 + (end.month ?? 12) < start.year * 12 + (start.month ?? 1)) {
    problems.push('endDate is before startDate: they were swapped');
    [start, end] = [end, start];
  }
  return { text: periodText({ start, end }), ...(problems.length ? { todo: `${problems.join('; ')} — check the period` } : {}) };
}

/** An education period in years; without any date it is a placeholder to fill in. */
export function educationPeriod(startDate: string | undefined, endDate: string | undefined): ImportedPeriod {
  const problems: string[] = [];
  const start = read(startDate, 'startDate', problems);
  const end = read(endDate, 'endDate', problems);
  const endText = typeof end === 'object' ? String(end.year) : 'Present';
  if (typeof start === 'object') return { text: `${start.year} – ${endText}`, ...(problems.length ? { todo: problems.join('; ') } : {}) };
  if (typeof end === 'object') return { text: String(end.year), todo: [...problems, 'no startDate: only the end year is written'].join('; ') };
  return { text: 'Year – Year', todo: [...problems, 'no dates: write the years, e.g. 2019 – 2022'].join('; ') };
}

/** A section entry's date (a publication's releaseDate): `Mar 2024`, `2024`; what cannot be read is written as it is. */
export function entryDate(value: string | undefined, field: string): ImportedPeriod | undefined {
  if (value === undefined) return undefined;
  const date = fromIsoDate(value);
  return date ? { text: dateText(date) } : { text: value, todo: `could not read ${field} "${value}": write the date like Mar 2024 or 2024` };
}

const before = (a: YearMonth, b: YearMonth) => a.year * 12 + (a.month ?? 1) < b.year * 12 + (b.month ?? 1);

/** A section entry's period (volunteering): open without an end, one date when it starts and ends in the same month. */
export function entryPeriod(startDate: string | undefined, endDate: string | undefined): ImportedPeriod | undefined {
  const problems: string[] = [];
  let start = read(startDate, 'startDate', problems);
  let end = read(endDate, 'endDate', problems);
  if (problems.length)
    return { text: [startDate, endDate].filter(Boolean).join(' – '), todo: `${problems.join('; ')}: write the period like Sep 2022 – Present` };
  if (typeof start !== 'object') return typeof end === 'object' ? { text: dateText(end), todo: 'no startDate: only the end is written' } : undefined;
  if (typeof end !== 'object') return { text: periodText({ start, end: 'present' }) };
  if (dateText(start) === dateText(end)) return { text: dateText(start) };
  if (!before(end, start)) return { text: periodText({ start, end }) };
  [start, end] = [end, start];
  return { text: periodText({ start, end }), todo: 'endDate is before startDate: they were swapped — check the period' };
}
