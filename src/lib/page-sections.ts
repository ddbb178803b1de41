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
