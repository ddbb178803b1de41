/** Les textes propres à la page statique, en français : titres et libellés des sections qui ne sont que du HTML. */
import type { PageDictionary } from '../page-dictionary-shape.ts';

export const frPage: PageDictionary = {
  page: {
    skipToContent: 'Aller au contenu',
    footer: (year, owner) => `© ${year} ${owner}. Tous droits réservés.`,
  },
  hero: {
    greeting: 'Bonjour, je suis',
    getInTouch: 'Me contacter',
    aboutMe: 'À propos de moi',
    resume: 'CV',
    resumeFrench: 'Version française',
    resumeEnglish: 'Version anglaise',
    resumeIn: (language) => `Version en ${language}`,
    githubProfile: 'Profil GitHub',
    linkedinProfile: 'Profil LinkedIn',
  },
  about: {
    title: 'À propos de moi',
    education: 'Formation',
    certifications: 'Certifications',
    viewCertificate: 'Voir le certificat',
  },
  skills: {
    title: 'Compétences techniques',
    skillsOf: (category) => `Compétences\u00a0: ${category}`,
  },
  experience: {
    title: 'Expérience professionnelle',
    roles: 'Postes',
    internships: 'Stages',
    technologies: 'Technologies',
    types: {
      'Full-time': 'Temps plein',
      Contract: 'Freelance',
      'Master Thesis Internship': 'Stage de fin d’études (master)',
      'Bachelor Thesis Internship': 'Stage de fin d’études (licence)',
    },
  },
  projectsSection: {
    title: 'Projets choisis',
    filter: 'Type de projet',
    // « Automatisation IA » → « automatisation IA » : seule l’initiale passe en minuscule, le sigle reste.
    cardAlt: (title, type, owner) => `${title}\u00a0: ${type.charAt(0).toLocaleLowerCase('fr')}${type.slice(1)} par ${owner}`,
  },
  contactSection: {
    title: 'Me contacter',
    noScript: { before: 'L’envoi de ce formulaire nécessite JavaScript. Écrivez plutôt à ', after: '.' },
  },
  period: {
    present: 'aujourd’hui',
  },
  writing: {
    sectionTitle: 'Derniers articles',
    allPosts: 'Tous les articles',
    indexTitle: 'Articles',
    indexDescription: (owner: string) => `Les articles de ${owner} : notes sur la conception de logiciels et l’automatisation.`,
    tagTitle: (tag: string) => `Articles sur « ${tag} »`,
    tagDescription: (tag: string, owner: string) => `Les articles de ${owner} sur ${tag}.`,
    tags: 'Sujets',
    readingTime: (minutes: number) => `${minutes} min de lecture`,
    updated: (date: string) => `Mis à jour le ${date}`,
    seriesPart: (part: number, count: number, series: string) => `Partie ${part} sur ${count} de ${series}`,
    seriesTitle: (series: string) => `La série\u00a0: ${series}`,
    readNext: 'À lire ensuite',
    around: 'Autres articles',
    older: 'Plus ancien',
    newer: 'Plus récent',
    draft: 'Brouillon',
    writtenIn: (language: string) => `En ${language}`,
    follow: 'S’abonner :',
    footnotes: 'Notes',
    backToReference: (n: number) => `Retour à l’appel de note ${n}`,
    externalLink: '(autre site)',
    taskDone: 'Fait',
    taskOpen: 'À faire',
    headingLink: (heading: string) => `Lien vers « ${heading} »`,
    table: 'Tableau',
  },
  notFound: {
    message: 'Oups\u00a0! Page introuvable',
    home: 'Retour à l’accueil',
  },
  cv: {
    summary: 'Profil',
    liveSite: 'Site',
    sourceCode: 'Code',
    website: 'Site web',
    documentTitle: (name) => `${name} — CV`,
  },
};
