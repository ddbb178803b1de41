/** Die eigenen Texte der statischen Seite auf Deutsch: Überschriften und Beschriftungen der Abschnitte, die nur HTML sind. */
import type { PageDictionary } from '../page-dictionary-shape.ts';

export const dePage: PageDictionary = {
  page: {
    skipToContent: 'Zum Inhalt springen',
    footer: (year, owner) => `© ${year} ${owner}. Alle Rechte vorbehalten.`,
  },
  hero: {
    greeting: 'Hallo, ich bin',
    getInTouch: 'Kontakt aufnehmen',
    aboutMe: 'Über mich',
    resume: 'Lebenslauf',
    resumeFrench: 'Französische Fassung',
    resumeEnglish: 'Englische Fassung',
    resumeIn: (language) => `Fassung auf ${language}`,
    githubProfile: 'GitHub-Profil',
    linkedinProfile: 'LinkedIn-Profil',
  },
  about: {
    title: 'Über mich',
    education: 'Ausbildung',
    certifications: 'Zertifikate',
    viewCertificate: 'Zertifikat ansehen',
  },
  skills: {
    title: 'Technische Kenntnisse',
    skillsOf: (category) => `Kenntnisse: ${category}`,
  },
  experience: {
    title: 'Berufserfahrung',
    roles: 'Berufliche Stationen',
    internships: 'Praktika',
    technologies: 'Technologien',
    types: {
      'Full-time': 'Vollzeit',
      Contract: 'Freiberuflich',
      'Master Thesis Internship': 'Praktikum mit Masterarbeit',
      'Bachelor Thesis Internship': 'Praktikum mit Bachelorarbeit',
    },
  },
  projectsSection: {
    title: 'Ausgewählte Projekte',
    filter: 'Projektart',
    cardAlt: (title, type, owner) => `${title}: ${type} von ${owner}`,
  },
  contactSection: {
    title: 'Kontakt aufnehmen',
    noScript: { before: 'Zum Senden dieses Formulars wird JavaScript benötigt. Schreiben Sie stattdessen an ', after: '.' },
  },
  period: {
    present: 'heute',
  },
  writing: {
    sectionTitle: 'Neueste Artikel',
    allPosts: 'Alle Artikel',
    indexTitle: 'Artikel',
    indexDescription: (owner: string) => `Artikel von ${owner}: Notizen über Softwareentwicklung und Automatisierung.`,
    tagTitle: (tag: string) => `Artikel zum Thema „${tag}“`,
    tagDescription: (tag: string, owner: string) => `Artikel von ${owner} über ${tag}.`,
    tags: 'Themen',
    readingTime: (minutes: number) => `${minutes} Min. Lesezeit`,
    updated: (date: string) => `Aktualisiert am ${date}`,
    seriesPart: (part: number, count: number, series: string) => `Teil ${part} von ${count} aus ${series}`,
    seriesTitle: (series: string) => `Die Reihe: ${series}`,
    readNext: 'Weiterlesen',
    around: 'Weitere Artikel',
    older: 'Älter',
    newer: 'Neuer',
    draft: 'Entwurf',
    writtenIn: (language: string) => `Auf ${language}`,
    follow: 'Abonnieren:',
    footnotes: 'Fußnoten',
    backToReference: (n: number) => `Zurück zur Fußnote ${n}`,
    externalLink: '(andere Website)',
    taskDone: 'Erledigt',
    taskOpen: 'Offen',
    headingLink: (heading: string) => `Link zu „${heading}“`,
    table: 'Tabelle',
  },
  notFound: {
    message: 'Hoppla! Seite nicht gefunden',
    home: 'Zur Startseite',
  },
  cv: {
    summary: 'Profil',
    liveSite: 'Live',
    sourceCode: 'Quellcode',
    website: 'Website',
    // Der Gedankenstrich ist im Deutschen der Halbgeviertstrich, mit Leerzeichen.
    documentTitle: (name) => `${name} – Lebenslauf`,
  },
};
