/** A value the test needs from the sample content, or a failure saying what was missing. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the sample content has no ${what}`);
  return value;
}
