/**
 * What a page says about itself in <head> when it is not the home page: a project page's title,
 * description, share card and the CreativeWork its JSON-LD describes. The build writes it into
 * the page's head (scripts/content/page-head.ts).
 */
import { profile } from '../content/profile';
import type { DeepReadonly, ResolvedProject } from '../content/types';
import { projectCardPath, projectPath, projectTitle } from '../lib/site-paths';

export interface PageMeta {
  /** The page's path: its canonical and og:url. */
  path: string;
  /** `<title>`, og:title and twitter:title. */
  title: string;
  description: string;
  /** The share card's path and its alternative text. */
  image: { path: string; alt: string };
  /** What the page is about, for its JSON-LD CreativeWork (author: the owner's Person). */
  work: { name: string; description: string; genre: string; keywords: readonly string[]; sameAs: readonly string[] };
}

export function projectMeta(project: DeepReadonly<ResolvedProject>): PageMeta {
  return {
    path: projectPath(project.slug),
    title: projectTitle(project, profile.name),
    description: project.description,
    image: { path: projectCardPath(project.slug), alt: `${project.title}: ${project.type} by ${profile.name}` },
    work: {
      name: project.title,
      description: project.description,
      genre: project.type,
      keywords: project.skills,
      sameAs: [project.links?.live, project.links?.github].filter((link): link is string => Boolean(link)),
    },
  };
}
