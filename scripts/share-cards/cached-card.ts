/**
 * Share cards kept between builds (node_modules/.cache/portfolio/cards, restored by CI): a card is
 * named by what it is drawn from — its elements with their text, images and colours, its fonts,
 * its size, and the drawing code (this folder and the locked packages) — so a content edit draws
 * again only the cards it changed. The characters a card had no glyph for are kept beside it and
 * reported again when it comes from the cache, so a build's warnings do not depend on the cache.
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

export async function renderCachedCard(node: ReactElement, options: RenderOptions, cache = cardCacheDir()): Promise<Buffer> {
  const { onMissingGlyphs = (characters: string) => console.warn(missingGlyphsWarning(characters)), ...drawing } = options;
  const key = contentKey(node, drawing, engineKey(['scripts/share-cards']));
  const png = path.join(cache, `${key}.png`);
  const notes = path.join(cache, `${key}.json`);
  let drawn = false;
  const bytes = await cachedFile(png, async () => {
    drawn = true;
    const missing: string[] = [];
    const card = await renderCard(node, { ...drawing, onMissingGlyphs: (characters) => (missing.push(characters), onMissingGlyphs(characters)) });
    writeAtomically(notes, JSON.stringify({ missing }));
    return card;
  });
  if (!drawn) markUsed(notes);
  if (!drawn && fs.existsSync(notes))
    for (const characters of (JSON.parse(fs.readFileSync(notes, 'utf8')) as { missing: string[] }).missing) onMissingGlyphs(characters);
  return bytes;
}
