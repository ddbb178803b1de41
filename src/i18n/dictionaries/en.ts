/** The interface in English: every string the page shows or announces that is not content. */
export const en = {
  /** Navigation entries, by section id. */
  sections: {
    home: 'Home',
    about: 'About',
    skills: 'Skills',
    experience: 'Experience',
    projects: 'Projects',
    contact: 'Contact',
  },
} as const;
