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
  /** The posts: the home page's section, the list, a tag's page, a post's page, and the words inside a post. */
  writing: {
    sectionTitle: 'Latest Writing',
    allPosts: 'All posts',
    indexTitle: 'Writing',
    indexDescription: (owner: string) => `Posts by ${owner}: notes on building software and automation.`,
    tagTitle: (tag: string) => `Posts tagged “${tag}”`,
    tagDescription: (tag: string, owner: string) => `Posts by ${owner} about ${tag}.`,
    tags: 'Tags',
    readingTime: (minutes: number) => `${minutes} min read`,
    updated: (date: string) => `Updated ${date}`,
    /** A post's place in its series, under its title: "Part 2 of 4 in Automating invoices". */
    seriesPart: (part: number, count: number, series: string) => `Part ${part} of ${count} in ${series}`,
    /** The heading of a series' parts at the end of a post. */
    seriesTitle: (series: string) => `The series: ${series}`,
    /** The heading of the posts offered after one that is in no series. */
    readNext: 'Read next',
    around: 'More posts',
    older: 'Older',
    newer: 'Newer',
    draft: 'Draft',
    /** A post not translated into the page's language: the language it is written in. */
    writtenIn: (language: string) => `In ${language}`,
    /** Before the feeds' links: "Follow: RSS · Atom · JSON Feed". */
    follow: 'Follow:',
    footnotes: 'Footnotes',
    backToReference: (n: number) => `Back to reference ${n}`,
    externalLink: '(another site)',
    taskDone: 'Done',
    taskOpen: 'To do',
    headingLink: (heading: string) => `Link to “${heading}”`,
    table: 'Table',
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
