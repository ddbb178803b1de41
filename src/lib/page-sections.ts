/** The page's sections in order (spec §2): ids are scroll targets, labels are nav entries. */
export const PAGE_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'experience', label: 'Experience' },
  { id: 'projects', label: 'Projects' },
  { id: 'contact', label: 'Contact' },
] as const;

export type SectionId = (typeof PAGE_SECTIONS)[number]['id'];

/** A section's number in its heading, "01"–"05": its place in the page after the hero. */
export function sectionNumber(id: SectionId): string {
  return String(PAGE_SECTIONS.findIndex((section) => section.id === id)).padStart(2, '0');
}

/** The id of a section's heading, which names the section's landmark. */
export function sectionTitleId(id: SectionId): string {
  return `${id}-title`;
}
