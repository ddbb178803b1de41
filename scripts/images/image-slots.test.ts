import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, slotWidths } from './image-slots.ts';

/** The width `sizes` gives at a viewport width, evaluated as a browser does for our simple conditions. */
function sizeAt(sizes: string, viewport: number): number {
  for (const part of sizes.split(',').map((p) => p.trim())) {
    const match = /^(?:\((min|max)-width: (\d+)px\) )?(.+)$/.exec(part);
    if (!match) throw new Error(part);
    const [, kind, limit, length] = match;
    const applies = !kind || (kind === 'min' ? viewport >= Number(limit) : viewport <= Number(limit));
    if (!applies || !length) continue;
    const calc = /^calc\((\d+)vw - (\d+)px\)$/.exec(length);
    return calc ? (viewport * Number(calc[1])) / 100 - Number(calc[2]) : parseFloat(length);
  }
  throw new Error(`no size for ${viewport}`);
}

/** The candidate a browser picks: the smallest at least as wide as needed, else the largest. */
function picked(widths: readonly number[], needed: number): number {
  return widths.find((w) => w >= needed) ?? widths.at(-1) ?? 0;
}

describe('image slots', () => {
  for (const slot of Object.values(IMAGE_SLOTS)) {
    it(`${slot.name}: the picked candidate is never more than twice the drawn width, at 1×, 2× and 3×, from 320 to 1920 px`, () => {
      for (let viewport = 320; viewport <= 1920; viewport += 1) {
        const drawn = sizeAt(slot.sizes, viewport);
        for (const dpr of [1, 2, 3]) {
          const width = picked(slot.widths, drawn * dpr);
          expect(width / (drawn * dpr), `${viewport} px at ${dpr}×`).toBeLessThanOrEqual(2);
        }
      }
    });
  }

  it('never upscales: widths above the source are dropped and the source width is offered once', () => {
    expect(slotWidths(IMAGE_SLOTS.cover, 800)).toEqual([360, 480, 720, 800]);
    expect(slotWidths(IMAGE_SLOTS.cover, 360)).toEqual([360]);
    expect(slotWidths(IMAGE_SLOTS.cover, 3000)).toEqual([360, 480, 720, 960, 1440]);
  });
});
