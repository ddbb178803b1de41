/** Image index of the project carousel: cycles 0..n-1 and wraps at both ends (spec §4). */

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** The "i / n" counter, 1-based for people. */
export function counterLabel(index: number, count: number): string {
  return `${count > 0 ? index + 1 : 0} / ${count}`;
}
