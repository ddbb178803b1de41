/**
 * Share cards kept between builds (node_modules/.cache/portfolio/cards, restored by CI): a card is
 * named by what it is drawn from — its props (the files in them by their bytes), its theme (colours
 * and fonts), its size, and the drawing code (the card's folders and the locked packages) — so a
 * content edit draws again only the cards it changed, and a card from the cache costs no decoding
 * of its cover. The characters a card had no glyph for are kept beside it and reported again when
 * it comes from the cache, so a build's warnings do not depend on the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { cachedFile, markUsed, writeAtomically } from '../cache/cached-file.ts';
import { contentKey } from '../cache/content-key.ts';
import { engineKey } from '../cache/engine-key.ts';
import { cacheDir } from '../paths.ts';
import { missingGlyphsWarning, renderCard, type RenderOptions } from './render-card.ts';

export function cardCacheDir(): string {
  return path.join(cacheDir, 'cards');
}

/** The code a card's pixels come from, beside the packages: the cards, their theme and fonts, the colours and words they use. */
const DRAWING_CODE = ['scripts/share-cards', 'scripts/look', 'src/theme', 'src/lib', 'src/i18n'];

/** The card `inputs` describe, drawn by `card` unless the cache has it. */
export async function renderCachedCard(
  inputs: unknown,
  card: () => Promise<ReactElement>,
  options: RenderOptions,
  cache = cardCacheDir(),
): Promise<Buffer> {
  const { onMissingGlyphs = (characters: string) => console.warn(missingGlyphsWarning(characters)), ...drawing } = options;
  const key = contentKey(inputs, drawing, engineKey(DRAWING_CODE));
  const file = path.join(cache, `${key}.png`);
  const notes = path.join(cache, `${key}.json`);
  let drawn = false;
  const bytes = await cachedFile(file, async () => {
    drawn = true;
    const missing: string[] = [];
    const png = await renderCard(await card(), {
      ...drawing,
      onMissingGlyphs: (characters) => (missing.push(characters), onMissingGlyphs(characters)),
    });
    writeAtomically(notes, JSON.stringify({ missing }));
    return png;
  });
  if (!drawn) markUsed(notes);
  if (!drawn && fs.existsSync(notes))
    for (const characters of (JSON.parse(fs.readFileSync(notes, 'utf8')) as { missing: string[] }).missing) onMissingGlyphs(characters);
  return bytes;
}
