/**
 * "Lyon, France" ⇄ JSON Resume's `{ city: 'Lyon', countryCode: 'FR' }`. Country names come from
 * Intl.DisplayNames (no list to maintain); what is not a known country stays text (city, region).
 */
import type { ResumeLocation } from './json-resume-types.ts';

// Codes Intl names that are not countries. Retired codes (DD, UK for GB…) are skipped by isCurrent.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
const ALIASES: Record<string, string> = { usa: 'US', 'u.s.': 'US', 'u.s.a.': 'US', uk: 'GB', 'great britain': 'GB', england: 'GB' };
const byName = new Map<string, Map<string, string>>();

function isCurrent(code: string): boolean {
  return !NOT_COUNTRIES.has(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

function countryNames(lang: string): Map<string, string> {
  let names = byName.get(lang);
  if (names) return names;
  names = new Map();
  const display = new Intl.DisplayNames(lang, { type: 'region', fallback: 'none' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = isCurrent(code) ? display.of(code) : undefined;
      if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), code);
    }
  }
  byName.set(lang, names);
  return names;
}

/** The ISO-3166 code of a country written in `lang` or in English; undefined when it is not one. */
export function countryCode(name: string, lang: string): string | undefined {
  const key = name.trim().toLowerCase();
  return ALIASES[key] ?? countryNames(lang).get(key) ?? countryNames('en').get(key);
}

/** The country's name in `lang` (FR → France, Allemagne…), or the code itself when unknown. */
function countryName(code: string, lang: string): string {
  // Intl throws on what is not a region code; such a "code" is kept as the text it is.
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames(lang, { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
}

/** "Lyon, France" → `{ city: 'Lyon', countryCode: 'FR' }`; "Austin, Texas, USA" → city, region, US. */
export function splitLocation(text: string, lang: string): ResumeLocation {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return {};
  const code = countryCode(parts[parts.length - 1] ?? '', lang);
  const rest = code ? parts.slice(0, -1) : parts;
  const [city, ...region] = rest;
  return { ...(city ? { city } : {}), ...(region.length ? { region: region.join(', ') } : {}), ...(code ? { countryCode: code } : {}) };
}

/** A JSON Resume location (an object, or text in old files) as one line: "Lyon, France". Anything else in the field reads as no location. */
export function joinLocation(location: unknown, lang: string): string {
  if (typeof location === 'string') return location.trim();
  if (!location || typeof location !== 'object') return '';
  const field = (key: keyof ResumeLocation) => {
    const value = (location as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const code = field('countryCode');
  const parts = [field('city'), field('region'), code ? countryName(code, lang) : ''].filter(Boolean);
  if (parts.length) return parts.join(', ');
  // Only a street address: its last line is the most telling.
  return field('address').split('\n').pop()?.trim() ?? '';
}
