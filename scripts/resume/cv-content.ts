/**
 * What the CV exports (JSON Resume, PDF) are made from: one language's merged content, typed from
 * the generated content types plus the optional fields landing with translations (ids, slugs, leads,
 * `about`, `photo`). `sampleCvContent(root)` builds it from a project's content/ through checkContent.
 */
import type {
  Certification,
  Contact,
  DeepReadonly,
  EducationEntry,
  ExperienceEntry,
  Profile,
  Project,
  SkillCategory,
  Site,
  Stat,
} from '../../src/content/types.ts';
import { checkContent, contentPaths } from '../content/check-content.ts';
import { cvLabels, type CvLabels } from './cv-labels.ts';

/** A stable key for translations; defaults to the kebab case of the entry's name. */
type WithId<T> = T & { id?: string };

export interface CvProfile extends Omit<Profile, 'resume' | 'stats'> {
  /** A portrait under public/, e.g. /images/me.jpg. */
  photo?: string;
  photoAlt?: string;
  /** Links to CVs kept elsewhere; when absent the site links the generated PDFs. */
  resume?: Partial<Profile['resume']>;
  stats: WithId<Stat>[];
}

export type CvExperienceEntry = WithId<ExperienceEntry>;
export type CvEducationEntry = WithId<EducationEntry>;
export type CvCertification = WithId<Certification>;
export type CvSkillCategory = WithId<SkillCategory>;
/** `slug` defaults to the title in kebab case, accents folded. */
export type CvProject = Project & { slug?: string };

export interface CvContentData {
  /** The language of this content, e.g. en or fr. */
  lang: string;
  site: Pick<Site, 'url' | 'title' | 'description'> & { languages?: string[] };
  profile: CvProfile;
  /** The Contact section; only exported (under JSON Resume's meta), not printed. */
  contact?: Contact;
  experience: { roles: CvExperienceEntry[]; internships: CvExperienceEntry[] };
  education: CvEducationEntry[];
  certifications: CvCertification[];
  skills: { categories: CvSkillCategory[] };
  projects: CvProject[];
  /** The lines under the Skills, Experience and Projects headings. */
  leads?: { skills?: string; experience?: string; projects?: string };
  labels: CvLabels;
}

/** Content is data: nothing that exports it may change it. */
export type CvContent = DeepReadonly<CvContentData>;

/** The parsed content files of one language, as checkContent returns them (or the generated modules hold them). */
export interface ContentFiles {
  site: Site & { languages?: string[] };
  profile: CvProfile;
  contact: Contact;
  experience: CvContentData['experience'] & { lead?: string };
  education: { education: CvEducationEntry[] };
  certifications: { certifications: CvCertification[] };
  skills: { lead?: string; categories: CvSkillCategory[] };
  projects: { lead?: string; projects: CvProject[] };
}

/** Assembles CV content from the content files of one language (already merged); `lang` picks the labels. */
export function cvContentFrom(files: DeepReadonly<ContentFiles>, lang = files.site.language): CvContent {
  const { site, experience, skills, projects } = files;
  const leads = { skills: skills.lead, experience: experience.lead, projects: projects.lead };
  return {
    lang,
    site: { url: site.url, title: site.title, description: site.description, ...(site.languages ? { languages: site.languages } : {}) },
    profile: files.profile,
    contact: files.contact,
    experience: { roles: experience.roles, internships: experience.internships },
    education: files.education.education,
    certifications: files.certifications.certifications,
    skills: { categories: skills.categories },
    projects: projects.projects,
    ...(Object.values(leads).some(Boolean) ? { leads: Object.fromEntries(Object.entries(leads).filter(([, v]) => v)) } : {}),
    labels: cvLabels(lang),
  };
}

/** The CV content of the project at `root` (its content/ checked first); `lang` picks the labels. */
export function sampleCvContent(root: string, lang?: string): CvContent {
  const result = checkContent(contentPaths(root));
  if (!result.ok) throw new Error(`The content has problems; fix them first (npm run content:check):\n${result.report}`);
  return cvContentFrom(Object.fromEntries(result.data) as unknown as ContentFiles, lang);
}
