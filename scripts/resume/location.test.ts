import { describe, expect, it } from 'vitest';
import { countryCode, joinLocation, splitLocation } from './location.ts';

describe('splitLocation', () => {
  it('finds the country in English or in the content language', () => {
    expect(splitLocation('Lyon, France', 'en')).toEqual({ city: 'Lyon', countryCode: 'FR' });
    expect(splitLocation('Berlin, Allemagne', 'fr')).toEqual({ city: 'Berlin', countryCode: 'DE' });
    expect(splitLocation('Austin, Texas, USA', 'en')).toEqual({ city: 'Austin', region: 'Texas', countryCode: 'US' });
  });

  it('keeps text that is not a country as city and region', () => {
    expect(splitLocation('Remote', 'en')).toEqual({ city: 'Remote' });
    expect(splitLocation('Lyon, Rhône', 'en')).toEqual({ city: 'Lyon', region: 'Rhône' });
    expect(splitLocation('France', 'en')).toEqual({ countryCode: 'FR' });
    expect(splitLocation(' , ', 'en')).toEqual({});
  });
});

describe('joinLocation', () => {
  it('writes city, region and the country named in the language', () => {
    expect(joinLocation({ city: 'Lyon', countryCode: 'FR' }, 'en')).toBe('Lyon, France');
    expect(joinLocation({ city: 'Berlin', countryCode: 'de' }, 'fr')).toBe('Berlin, Allemagne');
    expect(joinLocation({ city: 'San Francisco', region: 'California', countryCode: 'US', postalCode: '94115' }, 'en')).toBe(
      'San Francisco, California, United States',
    );
  });

  it('reads old text locations and lone addresses', () => {
    expect(joinLocation('Montréal, QC', 'en')).toBe('Montréal, QC');
    expect(joinLocation({ address: '2712 Broadway St\nSan Francisco' }, 'en')).toBe('San Francisco');
    expect(joinLocation(undefined, 'en')).toBe('');
  });

  it('round-trips the sample locations', () => {
    for (const text of ['Lyon, France', 'Grenoble, France', 'Remote']) expect(joinLocation(splitLocation(text, 'en'), 'en')).toBe(text);
  });
});

it('does not take groupings for countries', () => {
  expect(countryCode('European Union', 'en')).toBeUndefined();
  expect(countryCode('United Kingdom', 'en')).toBe('GB');
  expect(countryCode('UK', 'en')).toBe('GB');
});
