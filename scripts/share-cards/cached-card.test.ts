import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderCachedCard } from './cached-card.ts';

const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'card-cache-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

const element = (title: string) => createElement('div', { style: { display: 'flex', width: '100%', height: '100%', background: '#fff' } }, title);
/** A card by its inputs (its title), and how many times it was drawn. */
let drawn = 0;
const card = (title: string) => [{ title }, () => (drawn++, Promise.resolve(element(title)))] as const;
const size = { width: 120, height: 63 };
const pngs = () => fs.readdirSync(cache).filter((file) => file.endsWith('.png'));

describe('renderCachedCard', () => {
  it('draws a card once, then takes it from the cache, reporting again the characters it had no glyph for', async () => {
    const missing: string[] = [];
    const png = await renderCachedCard(...card('Hello 漢'), { ...size, onMissingGlyphs: (characters) => missing.push(characters) }, cache);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(drawn).toBe(1);
    expect(missing).toEqual(['漢']);
    const [file = ''] = pngs();
    // A marker in the cached file shows that a later build (a new process: fresh modules) reads it instead of drawing.
    fs.writeFileSync(path.join(cache, file), 'cached');
    vi.resetModules();
    const later = await import('./cached-card.ts');
    const again: string[] = [];
    const cached = await later.renderCachedCard(...card('Hello 漢'), { ...size, onMissingGlyphs: (characters) => again.push(characters) }, cache);
    expect(cached.toString()).toBe('cached');
    // Not even its elements were made.
    expect(drawn).toBe(1);
    expect(again).toEqual(['漢']);
  });

  it('draws again when its inputs or the size change', async () => {
    const before = pngs().length;
    await renderCachedCard(...card('Hello, again'), { ...size, onMissingGlyphs: () => undefined }, cache);
    await renderCachedCard(...card('Hello, again'), { ...size, width: 121, onMissingGlyphs: () => undefined }, cache);
    expect(pngs().length).toBe(before + 2);
  });
});
