/**
 * Which navigation entry is active (docs/product-spec.md §2): the section whose top is at or above the
 * vertical middle of the viewport; when several are, the last in page order. The first
 * section is the default.
 */
export interface SectionTop<Id extends string = string> {
  id: Id;
  /** Distance from the viewport's top edge to the section's top (getBoundingClientRect().top). */
  top: number;
}

export function activeSection<Id extends string>(sections: readonly SectionTop<Id>[], viewportHeight: number): Id | undefined {
  const middle = viewportHeight / 2;
  let active = sections[0]?.id;
  for (const section of sections) {
    if (section.top <= middle) active = section.id;
  }
  return active;
}
