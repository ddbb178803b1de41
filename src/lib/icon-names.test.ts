import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ICON_NAMES } from './icon-names.ts';

it('names exactly the symbols of the sprite, each a 24×24 drawing that carries its stroke (the page’s <svg> only sizes it)', () => {
  const sprite = fs.readFileSync(new URL('../assets/icons.svg', import.meta.url), 'utf8');
  const symbols = [
    ...sprite.matchAll(
      /<symbol id="i-([\w-]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">/g,
    ),
  ].map((m) => m[1]);
  expect([...ICON_NAMES].sort()).toEqual(symbols.sort());
  expect(new Set(symbols).size).toBe(symbols.length);
  expect(sprite.match(/<symbol\b/g)).toHaveLength(symbols.length);
});
