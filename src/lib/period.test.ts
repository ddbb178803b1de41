import { describe, expect, it } from 'vitest';
import { dateText, displayPeriod, formatPeriod, fromIsoDate, parseDate, parsePeriod, periodText, periodToIso, toIsoDate } from './period.ts';

describe('parsePeriod', () => {
  it('reads experience periods with months, open or closed', () => {
    expect(parsePeriod('Sep 2024 – Present')).toEqual({ start: { year: 2024, month: 9 }, end: 'present' });
    expect(parsePeriod('Feb 2021 – Aug 2021')).toEqual({ start: { year: 2021, month: 2 }, end: { year: 2021, month: 8 } });
  });

  it('reads education periods of years', () => {
    expect(parsePeriod('2022 – 2024')).toEqual({ start: { year: 2022 }, end: { year: 2024 } });
    expect(parsePeriod('2023 – Present')).toEqual({ start: { year: 2023 }, end: 'present' });
  });

  it('accepts a hyphen or an em dash, and surrounding spaces', () => {
    expect(parsePeriod(' 2019 - 2022 ')).toEqual({ start: { year: 2019 }, end: { year: 2022 } });
    expect(parsePeriod('Jan 2020 — Dec 2020')).toEqual({ start: { year: 2020, month: 1 }, end: { year: 2020, month: 12 } });
  });

  it('refuses malformed periods', () => {
    for (const text of [
      '',
      'Sept 2024 – Present',
      'sep 2024 – Present',
      'Foo 2024 – Present',
      '2024',
      '2024–2025',
      'Sep 2024 – now',
      '2024 – 2022',
      'Aug 2021 – Feb 2021',
    ]) {
      expect(parsePeriod(text), text).toBeUndefined();
    }
  });

  it('allows a period inside one month', () => {
    expect(parsePeriod('Mar 2021 – Mar 2021')).toEqual({ start: { year: 2021, month: 3 }, end: { year: 2021, month: 3 } });
  });
});

describe('periodText', () => {
  it('writes the content form back', () => {
    for (const text of ['Sep 2024 – Present', 'Feb 2021 – Aug 2021', '2022 – 2024', '2023 – Present'])
      expect(periodText(parsePeriod(text)!)).toBe(text);
  });
});

describe('dateText', () => {
  it('writes the content form of a date back', () => {
    for (const text of ['Mar 2024', '2024']) expect(dateText(parseDate(text)!)).toBe(text);
  });
});

describe('formatPeriod', () => {
  it('formats English and French months with the word given for present', () => {
    expect(formatPeriod(parsePeriod('Sep 2024 – Present')!, 'en', 'Present')).toBe('Sep 2024 – Present');
    expect(formatPeriod(parsePeriod('Sep 2024 – Present')!, 'fr', "aujourd'hui")).toBe("sept. 2024 – aujourd'hui");
    expect(formatPeriod(parsePeriod('Feb 2021 – Aug 2021')!, 'fr', "aujourd'hui")).toBe('févr. 2021 – août 2021');
  });

  it('formats German and Spanish months too, with Intl', () => {
    expect(formatPeriod(parsePeriod('Sep 2024 – Present')!, 'de', 'heute')).toBe('Sept. 2024 – heute');
    expect(formatPeriod(parsePeriod('Mar 2021 – May 2022')!, 'de', 'heute')).toBe('März 2021 – Mai 2022');
    expect(formatPeriod(parsePeriod('Sep 2024 – Present')!, 'es', 'actualidad')).toBe('sept 2024 – actualidad');
    expect(formatPeriod(parsePeriod('Jan 2021 – Jun 2022')!, 'es', 'actualidad')).toBe('ene 2021 – jun 2022');
  });

  it('leaves years alone', () => {
    expect(formatPeriod(parsePeriod('2022 – 2024')!, 'fr', "aujourd'hui")).toBe('2022 – 2024');
  });
});

describe('ISO-8601 partial dates', () => {
  it('writes year-month or year', () => {
    expect(toIsoDate({ year: 2024, month: 9 })).toBe('2024-09');
    expect(toIsoDate({ year: 2022 })).toBe('2022');
    expect(periodToIso(parsePeriod('Sep 2024 – Present')!)).toEqual({ startDate: '2024-09' });
    expect(periodToIso(parsePeriod('2022 – 2024')!)).toEqual({ startDate: '2022', endDate: '2024' });
  });

  it('reads year, year-month and full dates, dropping the day', () => {
    expect(fromIsoDate('2022')).toEqual({ year: 2022 });
    expect(fromIsoDate('2024-09')).toEqual({ year: 2024, month: 9 });
    expect(fromIsoDate('2019-03-15')).toEqual({ year: 2019, month: 3 });
  });

  it('refuses what is not a date', () => {
    for (const text of ['', '2024-13', '2024-00', '2024-01-32', 'Sep 2024', '24-01', '2024/01']) expect(fromIsoDate(text), text).toBeUndefined();
  });
});

describe('displayPeriod', () => {
  it('shows a period in a language, and anything else as written', () => {
    expect(displayPeriod('Sep 2024 – Present', 'en', 'Present')).toBe('Sep 2024 – Present');
    expect(displayPeriod('Feb 2024 – Aug 2024', 'fr', 'aujourd’hui')).toBe('févr. 2024 – août 2024');
    expect(displayPeriod('Jan 2025 – Present', 'fr', 'aujourd’hui')).toBe('janv. 2025 – aujourd’hui');
    expect(displayPeriod('2022 – 2024', 'fr', 'aujourd’hui')).toBe('2022 – 2024');
    expect(displayPeriod('Summers 2019–2020', 'fr', 'aujourd’hui')).toBe('Summers 2019–2020');
  });
});
