import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, fontSources } from './font-families.ts';
import { familyInstances, fontInstance } from './font-instances.ts';
import { tableTags } from '../fonts/sfnt-tables.ts';

const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'font-instances-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

const read = (bytes: Buffer) => {
  const font = fontkit.create(bytes);
  if (!('characterSet' in font)) throw new Error('a collection');
  return font;
};
const latin = (key: keyof typeof FONT_FAMILIES) => fontSources(FONT_FAMILIES[key])[0]!.file;

describe('font instances', () => {
  it('pins a variable font at a weight: a static TrueType of that weight class, holding the characters asked', async () => {
    const characters = 'Sam Rivera — Zoë, 2025';
    const ttf = await fontInstance(latin('fraunces'), 800, { characters, cache });
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const font = read(ttf);
    expect(font.variationAxes).toEqual({});
    for (const table of ['fvar', 'gvar', 'HVAR', 'avar']) expect(tableTags(ttf)).not.toContain(table);
    expect(font['OS/2'].usWeightClass).toBe(800);
    expect([font.familyName, font.subfamilyName, font.fullName, font.postscriptName]).toEqual([
      'Fraunces',
      'ExtraBold',
      'Fraunces ExtraBold',
      'Fraunces-ExtraBold',
    ]);
    expect(font.copyright).toMatch(/Fraunces/);
    for (const character of characters) expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true);
    expect(font.hasGlyphForCodePoint('Q'.codePointAt(0)!)).toBe(false);
  });

  it('draws the weight pinned, not the default instance: a heavier O is wider', async () => {
    const width = async (weight: number) => {
      const { minX, maxX } = read(await fontInstance(latin('source-serif-4'), weight, { characters: 'O', cache })).glyphForCodePoint(0x4f).path.bbox;
      return maxX - minX;
    };
    expect(await width(800)).toBeGreaterThan(await width(400));
  });

  it('holds a weight within the family’s axis (Space Grotesk stops at 700)', async () => {
    expect(read(await fontInstance(latin('space-grotesk'), 800, { characters: 'Ab', cache }))['OS/2'].usWeightClass).toBe(700);
  });

  it('keeps every character of the file by default, and reads it from the cache the second time', async () => {
    const file = latin('ibm-plex-sans');
    const whole = read(await fontInstance(file, 600, { cache }));
    expect(whole.characterSet.length).toBe(read(fs.readFileSync(file)).characterSet.length);
    const [made] = fs.readdirSync(cache).filter((name) => name.startsWith('ibm-plex-sans-latin-wght-normal-600-'));
    expect(made).toMatch(/\.ttf$/);
    // Another build finds it there (another folder here: this process remembers what it made).
    const next = fs.mkdtempSync(path.join(cache, 'next-'));
    fs.writeFileSync(path.join(next, made!), 'cached');
    expect((await fontInstance(file, 600, { cache: next })).toString()).toBe('cached');
  });

  it('makes a family’s scripts at each weight asked', async () => {
    const instances = await familyInstances(FONT_FAMILIES.fraunces, [400, 700], ['latin', 'latin-ext'], cache);
    expect(instances.map(({ subset, weight }) => `${subset} ${weight}`)).toEqual(['latin 400', 'latin 700', 'latin-ext 400', 'latin-ext 700']);
    for (const { weight, data } of instances) expect(read(data)['OS/2'].usWeightClass).toBe(weight);
    // A PDF tells its fonts apart by PostScript name.
    expect(instances.map(({ data }) => read(data).postscriptName)).toEqual([
      'Fraunces-Regular',
      'Fraunces-Bold',
      'FrauncesLatinExt-Regular',
      'FrauncesLatinExt-Bold',
    ]);
  });
});
