import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, fontSources } from './font-families.ts';
import { familyFiles, makeFontFile, unicodeRange } from './font-files.ts';

const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'font-cache-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

const read = (bytes: Buffer) => {
  const font = fontkit.create(bytes);
  if (!('characterSet' in font)) throw new Error('a collection');
  return font;
};

describe('font files', () => {
  it('finds every family’s variable files, latin first', () => {
    for (const family of Object.values(FONT_FAMILIES)) {
      const sources = fontSources(family);
      expect(sources[0]?.subset).toBe('latin');
      expect(sources.map((source) => source.subset)).toContain('latin-ext');
    }
  });

  it('cuts a family to the page’s characters and the site’s weights, as WOFF2, and takes it from the cache after', async () => {
    const characters = 'Hello, Zoë! 0123456789';
    const { faces, recipes } = familyFiles('inter', FONT_FAMILIES.inter, 'en', characters);
    const [face] = faces;
    const recipe = recipes.get(face!.url)!;
    const woff2 = await makeFontFile(face!.url, recipe, cache);
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const font = read(woff2);
    // 0xFFFF closes a cmap's last segment; it is no character.
    expect(new Set(font.characterSet.filter((codePoint) => codePoint !== 0xffff))).toEqual(
      new Set([...new Set(characters)].map((c) => c.codePointAt(0))),
    );
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 850 });
    const source = fs.statSync(recipe.source).size;
    expect(woff2.length).toBeLessThan(source / 3);
    // Kept for a later build, which reads it instead of cutting it again.
    expect(fs.readFileSync(path.join(cache, path.basename(face!.url))).equals(woff2)).toBe(true);
    const later = fs.mkdtempSync(path.join(os.tmpdir(), 'font-cache-'));
    fs.writeFileSync(path.join(later, path.basename(face!.url)), 'cached');
    expect((await makeFontFile(face!.url, recipe, later)).toString()).toBe('cached');
    fs.rmSync(later, { recursive: true });
  });

  it('names a file by what it is made of', () => {
    const url = (characters: string, language = 'en') => familyFiles('inter', FONT_FAMILIES.inter, language, characters).faces[0]?.url;
    expect(url('abc')).toBe(url('abc'));
    expect(url('abc')).not.toBe(url('abd'));
    expect(url('abc', 'fr')).toMatch(/inter-latin-fr-/);
  });

  it('writes code points as CSS ranges', () => {
    expect(unicodeRange([0x41, 0x20, 0x42, 0x43, 0xe9, 0x141])).toBe('U+20,U+41-43,U+E9,U+141');
  });
});
