/**
 * Fills in what content may leave out, so the site never works it out twice: every project gets
 * its slug (its own, or one made from its title), the site its order of sections (its own, or
 * the built-in page's). The site passed along carries the result, typed by the resolved types
 * below, derived from the schema's own.
 */
import { sectionsOf } from '../../src/lib/page-sections.ts';
import { projectSlug } from '../../src/lib/slug.ts';

/** Where the owner's sections (content/sections/<id>.yaml) are in the content, by id. */
export const CUSTOM_SECTIONS = 'customSections';

/** Appended to the generated types.ts. */
export const RESOLVED_TYPES = [
  '/** A project as the site publishes it: with its slug, its own or made from its title. */',
  "export type ResolvedProject = Project & Required<Pick<Project, 'slug'>>;",
  "export type ResolvedProjects = Omit<Projects, 'projects'> & { projects: ResolvedProject[] };",
  '/** The site as published: with its sections in order, its own or the built-in ones. */',
  "export type ResolvedSite = Site & Required<Pick<Site, 'sections'>>;",
  '/** A section of the owner\'s own (content/sections/<id>.yaml), of one of its kinds. */',
  'export type CustomSection = ListSection | CardsSection | TextSection;',
  '/** The whole content of one language, as the page renders it. */',
  `export type ResolvedContent = Omit<Content, 'projects' | 'site' | '${CUSTOM_SECTIONS}'> & { projects: ResolvedProjects; site: ResolvedSite; ${CUSTOM_SECTIONS}: { [id: string]: CustomSection } };`,
].join('\n');

interface ProjectsData {
  projects: { title: string; slug?: string }[];
}

/** The content file's data with its defaults filled in (a copy; the input is not changed). */
export function resolveContent(name: string, data: unknown): unknown {
  if (name === 'site') {
    const site = data as { sections?: string[] };
    return { ...site, sections: [...sectionsOf(site)] };
  }
  if (name !== 'projects') return data;
  const file = data as ProjectsData;
  return { ...file, projects: file.projects.map((project) => ({ ...project, slug: projectSlug(project) })) };
}
