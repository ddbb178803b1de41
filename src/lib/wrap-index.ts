/**
 * Index arithmetic for lists that wrap around at both ends: carousels (docs/product-spec.md §4), and the arrow
 * keys of menus and tabs (WAI-ARIA roving focus).
 */

/** `index` brought into 0..count-1, wrapping both ways; 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);

export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);

const STEP_KEYS = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
} as const;

/** Where a key moves focus in a list: the arrows of its orientation (wrapping), Home and End. */
export function keyTarget(key: string, index: number, count: number, orientation: keyof typeof STEP_KEYS): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return Math.max(0, count - 1);
  const step = (STEP_KEYS[orientation] as Record<string, number>)[key];
  return step === undefined ? undefined : wrapIndex(index + step, count);
}
