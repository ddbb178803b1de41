/**
 * A JSON Resume document (1.0–1.3, sections optional) → the data of our eight content files and of
 * a section of the owner's own for each of its publications, awards, volunteer, interests,
 * references and languages, with the TODOs for every invented value and the list of what had no
 * place in our model. When the document was exported by this project, `meta.portfolio` gives back
 * what the standard cannot hold.
 */
import type { Category, Certification, Contact, EducationEntry, Project, SkillCategory, SkillIcons } from '../../src/content/types.ts';
import { importedIcons, importedTypes } from './import-categories.ts';
import { ImportContext, isJson, text, type MetaIn, type Todo } from './import-context.ts';
import { importExperience, type ExperienceFile } from './import-experience.ts';
import { importProfile, type ProfileFile } from './import-profile.ts';
import { importResumeSections, RESUME_SECTIONS, type ImportedSection } from './import-resume-sections.ts';
import { withSections, type SiteFile } from './import-site.ts';
import { importProjects } from './import-projects.ts';
import { importCertifications, importEducation, importSkills } from './import-sections.ts';

/** The data of each content file, as the YAML will hold it. */
export interface ImportedContent {
  site: SiteFile;
  profile: ProfileFile;
  contact: Contact;
  experience: ExperienceFile;
  education: { education: EducationEntry[] };
  certifications: { certifications: Certification[] };
  skills: { lead?: string; icons?: SkillIcons; categories: SkillCategory[] };
  projects: { lead?: string; types?: Category[]; projects: Project[] };
  /** The sections of the owner's own (content/sections/<id>.yaml), in the order of the page. */
  sections: ImportedSection[];
}

export interface ImportResult {
  content: ImportedContent;
  todos: Todo[];
  /** What had no place: `work[].url (3 entries)`, `basics.image`… */
  unmapped: string[];
  /** Next steps that belong to no line of the files. */
  notes: string[];
  /** The JSON Resume version the document names, if it names one (e.g. 1.0.0). */
  version?: string;
}

export interface ImportOptions {
  /** The language of the content, when the document does not say (our meta does). Default: en. */
  lang?: string;
  /** Today, for periods that are still open and counted stats. */
  today?: Date;
}

export class JsonResumeError extends Error {}

const SECTIONS: readonly string[] = ['$schema', 'basics', 'work', 'education', 'certificates', 'skills', 'projects', 'meta', ...RESUME_SECTIONS];

function version(doc: Record<string, unknown>): string | undefined {
  const fromSchema = /\/v?(\d+\.\d+\.\d+)\//.exec(text(doc, '$schema') ?? '')?.[1];
  return fromSchema ?? (isJson(doc.meta) ? text(doc.meta, 'version')?.replace(/^v/, '') : undefined);
}

/** `{ key: value }`, or nothing when there is no value. */
const withValue = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

export function importJsonResume(doc: unknown, options: ImportOptions = {}): ImportResult {
  if (!isJson(doc))
    throw new JsonResumeError('This is not a JSON Resume document: the file must hold one JSON object with basics, work, education… sections.');
  if (!['basics', 'work', 'education', 'skills', 'projects'].some((key) => key in doc)) {
    throw new JsonResumeError(
      'This does not look like a JSON Resume document: it has none of the sections basics, work, education, skills or projects.',
    );
  }
  const portfolio =
    isJson(doc.meta) && isJson(doc.meta.portfolio) && doc.meta.portfolio.generator === 'yaml-portfolio' ? (doc.meta.portfolio as MetaIn) : undefined;
  const ctx = new ImportContext(portfolio?.lang ?? options.lang ?? 'en', portfolio, options.today ?? new Date());

  const { profile, site, contact } = importProfile(doc, ctx);
  const content: ImportedContent = {
    site,
    profile,
    contact,
    experience: importExperience(doc, profile.location, ctx),
    education: { education: importEducation(doc, profile.location, ctx) },
    certifications: { certifications: importCertifications(doc, ctx) },
    skills: { ...withValue('icons', importedIcons(ctx)), categories: importSkills(doc, ctx) },
    projects: { ...withValue('types', importedTypes(ctx, 'projects')), projects: importProjects(doc, ctx) },
    sections: importResumeSections(doc, ctx),
  };
  content.site = withSections(
    site,
    content.sections.map((s) => s.id),
  );
  // Leads live in files whose other fields all come from the standard.
  const leads = portfolio?.leads;
  if (leads?.experience) content.experience = { lead: leads.experience, ...content.experience };
  if (leads?.skills) content.skills = { lead: leads.skills, ...content.skills };
  if (leads?.projects) content.projects = { lead: leads.projects, ...content.projects };

  for (const [key, value] of Object.entries(doc)) if (!SECTIONS.includes(key)) ctx.unplaced(key, value);
  if (content.projects.projects.length && content.projects.projects.every((p) => p.images.length === 0)) {
    ctx.notes.push(
      'No project has images: add screenshots under public/images/projects/ and list them in projects.yaml (cards show a placeholder until then).',
    );
  }
  return { content, todos: ctx.todos, unmapped: ctx.unmapped, notes: ctx.notes, ...(version(doc) ? { version: version(doc) } : {}) };
}
