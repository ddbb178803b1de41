/**
 * Fills in what content may leave out, so the site never works it out twice: every project gets
 * its slug (its own, or one made from its title). The site passed along carries the result, typed
 * by the resolved types below, derived from the schema's own.
 */
import { projectSlug } from '../../src/lib/slug.ts';

/** Appended to the generated types.ts. */
export const RESOLVED_TYPES = [
  '/** A project as the site publishes it: with its slug, its own or made from its title. */',
  "export type ResolvedProject = Project & Required<Pick<Project, 'slug'>>;",
  "export type ResolvedProjects = Omit<Projects, 'projects'> & { projects: ResolvedProject[] };",
  '/** The whole content of one language, as the page renders it. */',
  "export type ResolvedContent = Omit<Content, 'projects'> & { projects: ResolvedProjects };",
].join('\n');

interface ProjectsData {
  projects: { title: string; slug?: string }[];
}

/** The content file's data with its defaults filled in (a copy; the input is not changed). */
export function resolveContent(name: string, data: unknown): unknown {
  if (name !== 'projects') return data;
  const file = data as ProjectsData;
  return { ...file, projects: file.projects.map((project) => ({ ...project, slug: projectSlug(project) })) };
}
