/**
 * Checks a schema cannot express: images exist under public/, titles are unique,
 * links parse as URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nearest } from './did-you-mean.ts';

export type Report = (file: string, pointer: string, message: string) => void;

interface ProjectLike {
  title?: unknown;
  images?: unknown;
}

function listImages(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function checkImages(publicDir: string, projects: readonly ProjectLike[], report: Report): void {
  projects.forEach((project, i) => {
    if (!Array.isArray(project.images)) return;
    project.images.forEach((image: unknown, j: number) => {
      if (typeof image !== 'string' || !image.startsWith('/') || image.includes('..')) return;
      const file = path.join(publicDir, image);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return;
      const guess = nearest(path.basename(image), listImages(path.dirname(file)));
      const hint = guess ? ` — did you mean ${path.posix.join(path.posix.dirname(image), guess)}?` : ' — put the image in public/ or fix the path';
      report('projects', `/projects/${i}/images/${j}`, `no file public${image}${hint}`);
    });
  });
}

function checkUniqueTitles(projects: readonly ProjectLike[], report: Report): void {
  const seen = new Map<string, number>();
  projects.forEach((project, i) => {
    if (typeof project.title !== 'string') return;
    const key = project.title.trim().toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else report('projects', `/projects/${i}/title`, `"${project.title}" is already the title of projects[${first}] — each project needs its own title`);
  });
}

/** Walks a file's data and checks every https/mailto/tel string parses as a URL. */
function checkUrls(file: string, value: unknown, pointer: string, report: Report): void {
  if (typeof value === 'string') {
    if (!/^(https|mailto|tel):/i.test(value)) return;
    try {
      const url = new URL(value);
      if (url.username || url.password) report(file, pointer, 'must not contain a user name or password');
    } catch {
      report(file, pointer, `is not a valid link (got ${JSON.stringify(value)})`);
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => checkUrls(file, v, `${pointer}/${i}`, report));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkUrls(file, v, `${pointer}/${k}`, report);
  }
}

export function crossCheck(publicDir: string, data: ReadonlyMap<string, unknown>, report: Report): void {
  for (const [file, value] of data) checkUrls(file, value, '', report);
  const projectsFile = data.get('projects') as { projects?: unknown } | undefined;
  if (projectsFile && Array.isArray(projectsFile.projects)) {
    const projects = projectsFile.projects.filter((p): p is ProjectLike => typeof p === 'object' && p !== null);
    checkImages(publicDir, projects, report);
    checkUniqueTitles(projects, report);
  }
}
