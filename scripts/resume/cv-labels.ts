/**
 * The few words the PDF CV prints itself, per language. They will move into the site's typed
 * dictionary; until then `cvLabels(lang)` picks a table here, English when the language has none.
 */
import type { ExperienceEntry, Project } from '../../src/content/types.ts';

export interface CvLabels {
  /** The section headings. */
  summary: string;
  experience: string;
  internships: string;
  education: string;
  certifications: string;
  skills: string;
  projects: string;
  /** The open end of a period: "Sep 2024 – Present". */
  present: string;
  /** Before a project's links. */
  liveSite: string;
  sourceCode: string;
  /** Spoken names of the contact links, for the PDF's accessible text. */
  email: string;
  phone: string;
  website: string;
  /** The document title in the PDF's properties; `{name}` is replaced. */
  documentTitle: string;
  /** The content's kinds of engagement and project types, as printed. */
  experienceTypes: Record<ExperienceEntry['type'], string>;
  projectTypes: Record<Project['type'], string>;
}

export const CV_LABELS = {
  en: {
    summary: 'Profile',
    experience: 'Professional Experience',
    internships: 'Internships',
    education: 'Education',
    certifications: 'Certifications',
    skills: 'Technical Skills',
    projects: 'Selected Projects',
    present: 'Present',
    liveSite: 'Live',
    sourceCode: 'Code',
    email: 'Email',
    phone: 'Phone',
    website: 'Website',
    documentTitle: '{name} — CV',
    experienceTypes: {
      'Full-time': 'Full-time',
      Contract: 'Contract',
      'Master Thesis Internship': 'Master thesis internship',
      'Bachelor Thesis Internship': 'Bachelor thesis internship',
    },
    projectTypes: { 'Web Application': 'Web application', 'AI Automation': 'AI automation' },
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience professionnelle',
    internships: 'Stages',
    education: 'Formation',
    certifications: 'Certifications',
    skills: 'Compétences techniques',
    projects: 'Projets choisis',
    present: "aujourd'hui",
    liveSite: 'Site',
    sourceCode: 'Code',
    email: 'E-mail',
    phone: 'Téléphone',
    website: 'Site web',
    documentTitle: '{name} — CV',
    experienceTypes: {
      'Full-time': 'Temps plein',
      Contract: 'Contrat',
      'Master Thesis Internship': 'Stage de fin d’études (master)',
      'Bachelor Thesis Internship': 'Stage de fin d’études (licence)',
    },
    projectTypes: { 'Web Application': 'Application web', 'AI Automation': 'Automatisation IA' },
  },
} as const satisfies Record<string, CvLabels>;

/** The labels for a language (`fr`, `fr-CA` → French); English when there is no table for it. */
export function cvLabels(lang: string): CvLabels {
  const base = lang.toLowerCase().split('-')[0] ?? '';
  return base in CV_LABELS ? CV_LABELS[base as keyof typeof CV_LABELS] : CV_LABELS.en;
}

/** Replaces `{key}` placeholders in a label. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
