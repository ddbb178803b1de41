import { describe, expect, it } from 'vitest';
import { educationPeriod, entryDate, entryPeriod, experiencePeriod } from './import-dates.ts';

const today = new Date('2025-06-15T00:00:00Z');

describe('experiencePeriod', () => {
  it('writes months and years, an absent or worded end being Present', () => {
    expect(experiencePeriod('2021-03-15', '2023-01-31', today)).toEqual({ text: 'Mar 2021 – Jan 2023' });
    expect(experiencePeriod('2024-09', undefined, today)).toEqual({ text: 'Sep 2024 – Present' });
    expect(experiencePeriod('2024-09', 'Current', today)).toEqual({ text: 'Sep 2024 – Present' });
  });

  it('still writes a valid period when it has to guess, and says why', () => {
    expect(experiencePeriod('2019', '2020', today)).toEqual({
      text: 'Jan 2019 – Dec 2020',
      todo: 'startDate 2019 has no month: January assumed; endDate 2020 has no month: December assumed — check the period',
    });
    expect(experiencePeriod('2023-05', '2021-02', today)).toEqual({
      text: 'Feb 2021 – May 2023',
      todo: 'endDate is before startDate: they were swapped — check the period',
    });
    expect(experiencePeriod(undefined, '2022-06', today)).toEqual({ text: 'Jan 2022 – Jun 2022', todo: 'no startDate — check the period' });
    expect(experiencePeriod(undefined, undefined, today)).toEqual({ text: 'Jun 2025 – Present', todo: 'no startDate — check the period' });
    expect(experiencePeriod('spring 2020', 'soon', today).todo).toBe(
      'could not read startDate "spring 2020" (expected 2024, 2024-09 or 2024-09-15); could not read endDate "soon" (expected 2024, 2024-09 or 2024-09-15) — check the period',
    );
  });
});

describe('educationPeriod', () => {
  it('writes years', () => {
    expect(educationPeriod('2019-09-01', '2022-06-30')).toEqual({ text: '2019 – 2022' });
    expect(educationPeriod('2023', undefined)).toEqual({ text: '2023 – Present' });
  });

  it('writes what it can when dates are missing, marked to check', () => {
    expect(educationPeriod(undefined, '2014-05')).toEqual({ text: '2014', todo: 'no startDate: only the end year is written' });
    expect(educationPeriod(undefined, undefined)).toEqual({ text: 'Year – Year', todo: 'no dates: write the years, e.g. 2019 – 2022' });
    expect(educationPeriod('2019', 'June')).toEqual({
      text: '2019 – Present',
      todo: 'could not read endDate "June" (expected 2024, 2024-09 or 2024-09-15)',
    });
  });
});

describe('entryDate', () => {
  it('writes a date as the content does, the day dropped, and what it cannot read as it is', () => {
    expect(entryDate('2022-05-01', 'releaseDate')).toEqual({ text: 'May 2022' });
    expect(entryDate('2023', 'date')).toEqual({ text: '2023' });
    expect(entryDate(undefined, 'date')).toBeUndefined();
    expect(entryDate('Spring 2023', 'date')).toEqual({
      text: 'Spring 2023',
      todo: 'could not read date "Spring 2023": write the date like Mar 2024 or 2024',
    });
  });
});

describe('entryPeriod', () => {
  it('writes a period, open without an end, and one date when it starts and ends in the same month', () => {
    expect(entryPeriod('2019-01-01', undefined)).toEqual({ text: 'Jan 2019 – Present' });
    expect(entryPeriod('2019', '2021-06')).toEqual({ text: '2019 – Jun 2021' });
    expect(entryPeriod('2024-03', '2024-03-20')).toEqual({ text: 'Mar 2024' });
    expect(entryPeriod(undefined, undefined)).toBeUndefined();
  });

  it('still writes what it has when it has to guess, and says why', () => {
    expect(entryPeriod(undefined, '2020-02')).toEqual({ text: 'Feb 2020', todo: 'no startDate: only the end is written' });
    expect(entryPeriod('2023-05', '2021-02')).toEqual({
      text: 'Feb 2021 – May 2023',
      todo: 'endDate is before startDate: they were swapped — check the period',
    });
    expect(entryPeriod('last year', 'now')).toEqual({
      text: 'last year – now',
      todo: 'could not read startDate "last year" (expected 2024, 2024-09 or 2024-09-15): write the period like Sep 2022 – Present',
    });
  });
});
