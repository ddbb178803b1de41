/**
 * The static page's own words in English: headings and labels of the sections that are only
 * HTML. They are used at build time and never sent to the browser (the islands' words are in
 * dictionaries/). The other languages have this shape (page-dictionary.ts).
 */
export const enPage = {
  page: {
    skipToContent: 'Skip to content',
    footer: (year: number, owner: string) => `© ${year} ${owner}. All rights reserved.`,
  },
  hero: {
    greeting: "Hello, I'm",
    getInTouch: 'Get In Touch',
    aboutMe: 'About Me',
    resume: 'Resume',
    resumeFrench: 'French version',
    resumeEnglish: 'English version',
    /** The Resume menu's entry for a CV in another language, named in the page's language (`Dutch`). */
    resumeIn: (language: string) => `${language} version`,
    githubProfile: 'GitHub profile',
    linkedinProfile: 'LinkedIn profile',
  },
  about: {
    title: 'About Me',
    education: 'Education',
    certifications: 'Certifications',
    viewCertificate: 'View certificate',
  },
  skills: {
    title: 'Technical Skills',
    skillsOf: (category: string) => `${category} skills`,
  },
  experience: {
    title: 'Professional Experience',
    roles: 'Professional Roles',
    internships: 'Internships',
    technologies: 'Technologies',
    /** Today's entry types, by the key content names them by: the badges where experience.yaml declares no `types:` (scripts/content/resolve-categories.ts). */
    types: {
      'Full-time': 'Full-time',
      Contract: 'Contract',
      'Master Thesis Internship': 'Master Thesis Internship',
      'Bachelor Thesis Internship': 'Bachelor Thesis Internship',
    },
  },
  projectsSection: {
    title: 'Selected Projects',
    filter: 'Project type',
    /** A project's share card, for its alternative text. */
    cardAlt: (title: string, type: string, owner: string) => `${title}: ${type} by ${owner}`,
  },
  contactSection: {
    title: 'Get In Touch',
    noScript: { before: 'Sending this form needs JavaScript. Write to ', after: ' instead.' },
  },
  /** Periods are dates, written once in content/ and shown in each page's language ("Sep 2024 – Present"). */
  period: {
    /** The open end of a period. */
    present: 'Present',
  },
  notFound: {
    message: 'Oops! Page not found',
    home: 'Return to Home',
  },
  /** The PDF CV's own words (its section headings are the page's). */
  cv: {
    summary: 'Profile',
    liveSite: 'Live',
    sourceCode: 'Code',
    website: 'Website',
    documentTitle: (name: string) => `${name} — CV`,
  },
} as const;
