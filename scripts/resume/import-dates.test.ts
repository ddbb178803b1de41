import { describe, expect, it } from 'vitest';
import { educationPeriod, experiencePeriod } from './import-dates.ts';

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
