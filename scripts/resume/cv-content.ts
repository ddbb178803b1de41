/**
 * What the CV exports (JSON Resume, PDF) are made from: one language's merged content, its defaults
 * resolved, typed from the generated content types, with the labels of the CV's language.
 */
import type {
  Certification,
  Contact,
  CustomSection,
  DeepReadonly,
  EducationEntry,
  ExperienceEntry,
  Profile,
  Project,
  ResolvedCategory,
  ResolvedContent,
  SkillCategory,
  SkillIcons,
  Site,
} from '../../src/content/types.ts';
import { sectionsOf, type SectionId } from '../../src/lib/page-sections.ts';
import { cvLabels, type CvLabels } from './cv-labels.ts';

export interface CvContentData {
  /** The language of this content, e.g. en or fr. */
  lang: string;
  site: Pick<Site, 'url' | 'title' | 'description'> & { languages?: string[] };
  profile: Profile;
  /** The Contact section; only exported (under JSON Resume's meta), not printed. */
  contact?: Contact;
  experience: { roles: ExperienceEntry[]; internships: ExperienceEntry[] };
  education: EducationEntry[];
  certifications: Certification[];
  skills: { categories: SkillCategory[]; icons?: SkillIcons };
  projects: Project[];
  /** The project types and kinds of engagement, by key, named in this content's language. */
  types: { projects: ResolvedCategory[]; experience: ResolvedCategory[] };
  /** The page's sections in order (site.yaml `sections`): the PDF follows it (cv-order.ts). */
  sections: SectionId[];
  /** The owner's own sections that are on the page, by id, in this language. */
  customSections: { [id: SectionId]: CustomSection };
  /** The lines under the Skills, Experience and Projects headings. */
  leads?: { skills?: string; experience?: string; projects?: string };
  labels: CvLabels;
}

/** Content is data: nothing that exports it may change it. */
export type CvContent = DeepReadonly<CvContentData>;

/** Assembles CV content from the content files of one language (already merged and resolved); `lang` picks the labels. */
export function cvContentFrom(files: DeepReadonly<ResolvedContent>, lang = files.site.language): CvContent {
  const { site, experience, skills, projects } = files;
  const leads = { skills: skills.lead, experience: experience.lead, projects: projects.lead };
  const sections = sectionsOf(site);
  const custom = sections.flatMap((id) => {
    const section = files.customSections?.[id];
    return section ? [[id, section] as const] : [];
  });
  return {
    lang,
    site: { url: site.url, title: site.title, description: site.description, ...(site.languages ? { languages: site.languages } : {}) },
    profile: files.profile,
    contact: files.contact,
    experience: { roles: experience.roles, internships: experience.internships },
    education: files.education.education,
    certifications: files.certifications.certifications,
    skills: { categories: skills.categories, ...(skills.icons ? { icons: skills.icons } : {}) },
    projects: projects.projects,
    types: { projects: projects.types, experience: experience.types },
    sections,
    customSections: Object.fromEntries(custom),
    ...(Object.values(leads).some(Boolean) ? { leads: Object.fromEntries(Object.entries(leads).filter(([, v]) => v)) } : {}),
    // The content of a page's language carries its interface words (content/ui.yaml).
    labels: cvLabels(lang, files.ui),
  };
}
