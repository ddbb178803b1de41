/**
 * The JSON Resume document we write (https://jsonresume.org/schema, package @jsonresume/schema):
 * only the parts we fill. Dates are ISO-8601 partial dates (`2024-09`, `2022`); what the standard
 * has no place for is kept under `meta.portfolio` (PortfolioMeta), as the standard asks.
 */
import type { Contact, ExperienceEntry, Project, ResolvedCategory, SkillCategory, SkillIcons, Stat } from '../../src/content/types.ts';

export interface ResumeLocation {
  address?: string;
  city?: string;
  region?: string;
  /** ISO-3166-1 alpha-2, e.g. FR. */
  countryCode?: string;
}

export interface ResumeProfile {
  network: string;
  username: string;
  url: string;
}

export interface ResumeBasics {
  name: string;
  label: string;
  image?: string;
  email: string;
  phone: string;
  url: string;
  summary: string;
  location: ResumeLocation;
  profiles: ResumeProfile[];
}

export interface ResumeWork {
  name: string;
  position: string;
  location: string;
  startDate?: string;
  endDate?: string;
  highlights: string[];
}

export interface ResumeEducation {
  institution: string;
  area?: string;
  studyType: string;
  startDate?: string;
  endDate?: string;
}

export interface ResumeCertificate {
  name: string;
  url: string;
}

export interface ResumeSkill {
  name: string;
  keywords: string[];
}

export interface ResumeProject {
  name: string;
  description: string;
  keywords: string[];
  url?: string;
  type: string;
}

export interface ResumePublication {
  name: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
}

export interface ResumeAward {
  title: string;
  awarder?: string;
  date?: string;
  summary?: string;
}

export interface ResumeVolunteer {
  organization: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface ResumeInterest {
  name: string;
  keywords?: string[];
}

export interface ResumeReference {
  name: string;
  reference?: string;
}

export interface ResumeLanguage {
  language: string;
  fluency?: string;
}

/** The JSON Resume sections the owner's own sections can be (their `resume`), each a list of entries. */
export interface ResumeSections {
  publications: ResumePublication[];
  awards: ResumeAward[];
  volunteer: ResumeVolunteer[];
  interests: ResumeInterest[];
  references: ResumeReference[];
  languages: ResumeLanguage[];
}

/** One entry of meta.portfolio.work, in the order of `work` (roles first, then internships). */
export interface PortfolioWorkMeta {
  kind: 'role' | 'internship';
  type: ExperienceEntry['type'];
  location: string;
  technologies: string[];
  id?: string;
}

/** Everything of ours the standard has no field for, aligned with the standard's arrays by index. */
export interface PortfolioMeta {
  /** Tells an importer these fields are ours. */
  generator: 'yaml-portfolio';
  lang: string;
  site: { title: string; description: string; languages?: string[] };
  profile: {
    /** The text of `location` as written (basics.location is split into city and country). */
    location: string;
    bio: string;
    about?: string | string[];
    photo?: string;
    photoAlt?: string;
    /** Keyed by language code; `french` and `english` in documents exported before 0.2.0. */
    resume?: Record<string, string>;
    stats: (Stat & { id?: string })[];
  };
  contact?: Contact;
  leads?: { skills?: string; experience?: string; projects?: string };
  work: PortfolioWorkMeta[];
  /** Education titles and periods as written (a period that is not `2022 – 2024` has no ISO dates). */
  education: { title: string; period: string; location: string; id?: string }[];
  certificates: { id?: string }[];
  skills: { icon: SkillCategory['icon']; id?: string }[];
  /** The project types and kinds of engagement the owner declared (today's are left out). */
  types?: { projects?: ResolvedCategory[]; experience?: ResolvedCategory[] };
  /** The owner's own skill icons, by name. */
  icons?: SkillIcons;
  projects: { type: Project['type']; images: string[]; links?: { github?: string; live?: string }; slug?: string }[];
}

export interface ResumeMeta {
  canonical: string;
  version: string;
  /** YYYY-MM-DDThh:mm:ss. */
  lastModified: string;
  portfolio: PortfolioMeta;
}

export interface ResumeDocument extends Partial<ResumeSections> {
  $schema: string;
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  certificates: ResumeCertificate[];
  skills: ResumeSkill[];
  projects: ResumeProject[];
  meta: ResumeMeta;
}
