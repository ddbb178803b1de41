/**
 * Every project is published at /projects/<slug>/, so each needs a slug of its own: its `slug`
 * or, without one, its title in kebab case. A title that makes no slug, and two projects that
 * end up with the same one, are reported at the field to change.
 */
import { slugify } from '../../src/lib/slug.ts';
import type { Report } from './problem.ts';

/** A project entry as the checks read it, whatever the schema said of it: each field may be missing or of another type. */
export interface ProjectLike {
  title?: unknown;
  slug?: unknown;
  images?: unknown;
}

const sameTitle = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function checkUniqueSlugs(projects: readonly ProjectLike[], report: Report): void {
  const seen = new Map<string, number>();
  projects.forEach((project, i) => {
    const own = typeof project.slug === 'string' ? project.slug : undefined;
    // An invalid own slug is reported by the schema; a missing title too.
    if (own === undefined && typeof project.title !== 'string') return;
    const slug = own ?? slugify(project.title as string);
    const pointer = own === undefined ? `/projects/${i}/title` : `/projects/${i}/slug`;
    if (!slug) {
      report('projects', pointer, 'has no letter or digit to make the project’s address from', 'add `slug:` to this project, for example slug: my-project');
      return;
    }
    const first = seen.get(slug);
    if (first === undefined) {
      seen.set(slug, i);
      return;
    }
    // Two equal titles are reported as such (checkUniqueTitles); their slugs add nothing.
    if (own === undefined && sameTitle(projects[first]?.title, project.title)) return;
    const how = own === undefined ? `this title makes the slug "${slug}"` : `slug "${slug}"`;
    report('projects', pointer, `${how}, which projects[${first}] already uses`, 'give one of them its own `slug:` (each project needs its own address, /projects/<slug>/)');
  });
}
