/** The page's sections in order (docs/product-spec.md §2): their ids are scroll targets; their names are in the dictionaries. */
export const PAGE_SECTIONS = ['home', 'about', 'skills', 'experience', 'projects', 'contact'] as const;

export type SectionId = (typeof PAGE_SECTIONS)[number];

/** A section's number in its heading, "01"–"05": its place in the page after the hero. */
export function sectionNumber(id: SectionId): string {
  return String(PAGE_SECTIONS.indexOf(id)).padStart(2, '0');
}

/** A link to a section: `#about`. */
export function sectionHref(id: SectionId): string {
  return `#${id}`;
}

/** The id of a section's heading, which names the section's landmark. */
export function sectionTitleId(id: SectionId): string {
  return `${id}-title`;
}

/**
 * The id of an empty element that closes the hero. A page's first paint waits for it
 * (`<link rel="expect">`, src/app/page-head.ts): Chromium lets the paint go as soon as the element
 * it names has started, so naming the hero itself would not hold a paint that comes halfway
 * through it.
 */
export const HERO_END_ID = 'hero-end';
