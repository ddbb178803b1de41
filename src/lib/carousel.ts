/** The carousel's "i / n" counter (docs/product-spec.md §2), 1-based for people; "0 / 0" when there is nothing. */
export function counterLabel(index: number, count: number): string {
  return `${count > 0 ? index + 1 : 0} / ${count}`;
}
