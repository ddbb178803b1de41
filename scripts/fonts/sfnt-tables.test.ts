import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { expect, it } from 'vitest';
import { tableTags, withoutTables } from './sfnt-tables.ts';

const file = createRequire(import.meta.url).resolve('@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf');

it('drops the named tables and keeps a font that still maps and measures every character', () => {
  const original = fs.readFileSync(file);
  const stripped = withoutTables(original, ['GSUB', 'GPOS']);
  expect(tableTags(original)).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'cmap', 'glyf']));
  expect(tableTags(stripped)).toEqual(tableTags(original).filter((t) => t !== 'GSUB' && t !== 'GPOS'));
  expect(stripped.length).toBeLessThan(original.length);
  const before = fontkit.create(original) as fontkit.Font;
  const after = fontkit.create(stripped) as fontkit.Font;
  const text = 'Université Numérique — œuvre, Łódź, Ærø';
  expect(after.layout(text).glyphs.map((g) => g.id)).toEqual([...text].map((c) => before.glyphForCodePoint(c.codePointAt(0)!).id));
  expect(after.glyphsForString(text).every((g) => g.id !== 0)).toBe(true);
  expect(after.unitsPerEm).toBe(before.unitsPerEm);
});
