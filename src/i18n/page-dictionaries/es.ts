/** Los textos propios de la página estática, en español: títulos y etiquetas de las secciones que solo son HTML. */
import type { PageDictionary } from '../page-dictionary-shape.ts';

/** «Aplicación web» → «aplicación web», «Automatización con IA» → «automatización con IA»: la sigla conserva sus mayúsculas. */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

export const esPage: PageDictionary = {
  page: {
    skipToContent: 'Saltar al contenido',
    footer: (year, owner) => `© ${year} ${owner}. Todos los derechos reservados.`,
  },
  hero: {
    greeting: 'Hola, soy',
    getInTouch: 'Contácteme',
    aboutMe: 'Sobre mí',
    resume: 'Currículum',
    resumeFrench: 'Versión en francés',
    resumeEnglish: 'Versión en inglés',
    resumeIn: (language) => `Versión en ${language}`,
    githubProfile: 'Perfil de GitHub',
    linkedinProfile: 'Perfil de LinkedIn',
  },
  about: {
    title: 'Sobre mí',
    education: 'Formación',
    certifications: 'Certificaciones',
    viewCertificate: 'Ver certificado',
  },
  skills: {
    title: 'Habilidades técnicas',
    skillsOf: (category) => `Habilidades: ${category}`,
  },
  experience: {
    title: 'Experiencia profesional',
    roles: 'Puestos',
    internships: 'Prácticas',
    technologies: 'Tecnologías',
    types: {
      'Full-time': 'Jornada completa',
      Contract: 'Freelance',
      'Master Thesis Internship': 'Prácticas con tesis de máster',
      'Bachelor Thesis Internship': 'Prácticas con tesis de grado',
    },
  },
  projectsSection: {
    title: 'Proyectos destacados',
    filter: 'Tipo de proyecto',
    cardAlt: (title, type, owner) => `${title}: ${lowerFirst(type)} de ${owner}`,
  },
  contactSection: {
    title: 'Contácteme',
    noScript: { before: 'Para enviar este formulario se necesita JavaScript. Escriba directamente a ', after: '.' },
  },
  period: {
    present: 'actualidad',
  },
  writing: {
    sectionTitle: 'Últimos artículos',
    allPosts: 'Todos los artículos',
    indexTitle: 'Artículos',
    indexDescription: (owner: string) => `Artículos de ${owner}: notas sobre desarrollo de software y automatización.`,
    tagTitle: (tag: string) => `Artículos sobre «${tag}»`,
    tagDescription: (tag: string, owner: string) => `Artículos de ${owner} sobre ${tag}.`,
    tags: 'Temas',
    readingTime: (minutes: number) => `${minutes} min de lectura`,
    updated: (date: string) => `Actualizado el ${date}`,
    seriesPart: (part: number, count: number, series: string) => `Parte ${part} de ${count} de ${series}`,
    seriesTitle: (series: string) => `La serie: ${series}`,
    readNext: 'Para leer después',
    around: 'Más artículos',
    older: 'Anterior',
    newer: 'Siguiente',
    draft: 'Borrador',
    writtenIn: (language: string) => `En ${language}`,
    follow: 'Suscribirse:',
    footnotes: 'Notas',
    backToReference: (n: number) => `Volver a la referencia ${n}`,
    externalLink: '(otro sitio)',
    taskDone: 'Hecho',
    taskOpen: 'Pendiente',
    headingLink: (heading: string) => `Enlace a «${heading}»`,
    table: 'Tabla',
  },
  notFound: {
    message: '¡Vaya! Página no encontrada',
    home: 'Volver al inicio',
  },
  cv: {
    summary: 'Perfil',
    liveSite: 'En línea',
    sourceCode: 'Código',
    website: 'Sitio web',
    documentTitle: (name) => `${name} — Currículum`,
  },
};
