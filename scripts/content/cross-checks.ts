/**
 * Checks a schema cannot express: images exist under public/ and can be shown (headers only),
 * titles and slugs are unique, links parse as URLs, the theme's accent is a colour, and the
 * owner's categories are declared where they are used (category-checks.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkIconFile, checkImageFile, type ImageFinding } from '../images/check-image.ts';
import { formatOfName } from '../images/image-header.ts';
import { IMAGE_SLOTS, type ImageSlot } from '../images/image-slots.ts';
import { checkCategories } from './category-checks.ts';
import { nearest } from './did-you-mean.ts';
import { checkCharacters, eachText } from './character-checks.ts';
import type { Report } from './problem.ts';
import { checkUniqueSlugs, type ProjectLike } from './slug-checks.ts';
import { checkTheme } from './theme-checks.ts';
import { pointer } from './json-pointer.ts';

function listImages(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** An image the content names: it must exist under public/ and be one a browser can show (`findings` says what is wrong with the file). */
function checkImage(publicDir: string, image: unknown, findings: (file: string) => ImageFinding[], file: string, pointer: string, report: Report): void {
  // A path the schema refuses (wrong extension, outside public/) is reported by the schema alone.
  if (typeof image !== 'string' || !image.startsWith('/') || image.includes('..') || !formatOfName(image)) return;
  checkPublicImage(publicDir, image, findings, (message, hint, severity) => report(file, pointer, message, hint, severity));
}

/** A path under public/ (`/images/x.png`) that must be an image a browser can show: each thing wrong with it, said. */
export function checkPublicImage(
  publicDir: string,
  image: string,
  findings: (file: string) => ImageFinding[],
  say: (message: string, hint: string | undefined, severity: ImageFinding['severity']) => void,
): void {
  const target = path.join(publicDir, image);
  if (fs.existsSync(target) && fs.statSync(target).isFile()) {
    for (const finding of findings(target)) say(finding.message, finding.hint, finding.severity);
    return;
  }
  const guess = nearest(path.basename(image), listImages(path.dirname(target)));
  const hint = guess ? `did you mean ${path.posix.join(path.posix.dirname(image), guess)}?` : 'put the image in public/ or fix the path';
  say(`no file public${image}`, hint, 'error');
}

export const inSlot = (slot: ImageSlot) => (file: string) => checkImageFile(file, slot);

function checkImages(publicDir: string, projects: readonly ProjectLike[], report: Report): void {
  projects.forEach((project, i) => {
    if (!Array.isArray(project.images)) return;
    project.images.forEach((image: unknown, j: number) => {
      // The first image is the card's cover too; the dialog needs the larger size.
      checkImage(publicDir, image, inSlot(IMAGE_SLOTS.carousel), 'projects', `/projects/${i}/images/${j}`, report);
    });
  });
}

function checkUniqueTitles(projects: readonly ProjectLike[], report: Report): void {
  const seen = new Map<string, number>();
  projects.forEach((project, i) => {
    if (typeof project.title !== 'string') return;
    const key = project.title.trim().toLowerCase();
    const first = seen.get(key);
    const taken = `"${project.title}" is already the title of projects[${first}]`;
    if (first === undefined) seen.set(key, i);
    else report('projects', `/projects/${i}/title`, taken, 'each project needs its own title');
  });
}

/** Walks a file's data and checks every https/mailto/tel string parses as a URL. */
function checkUrls(file: string, value: unknown, report: Report): void {
  eachText(value, '', (text, pointer) => {
    if (!/^(https|mailto|tel):/i.test(text)) return;
    try {
      const url = new URL(text);
      if (url.username || url.password) report(file, pointer, 'must not contain a user name or password');
    } catch {
      report(file, pointer, `is not a valid link (got ${JSON.stringify(text)})`);
    }
  });
}

export function crossCheck(publicDir: string, data: ReadonlyMap<string, unknown>, report: Report): void {
  for (const [file, value] of data) {
    checkUrls(file, value, report);
    checkCharacters(file, value, report);
  }
  checkTheme(data.get('site'), report);
  const profile = data.get('profile') as { photo?: unknown } | undefined;
  if (profile?.photo !== undefined) checkImage(publicDir, profile.photo, inSlot(IMAGE_SLOTS.portrait), 'profile', '/photo', report);
  const skills = data.get('skills') as { icons?: unknown } | undefined;
  if (typeof skills?.icons === 'object' && skills.icons !== null) {
    for (const [name, icon] of Object.entries(skills.icons)) checkImage(publicDir, icon, checkIconFile, 'skills', pointer(['icons', name]), report);
  }
  checkCategories(data, report);
  for (const [file, value] of data) {
    const section = file.startsWith('sections/') ? (value as { kind?: unknown; entries?: unknown }) : undefined;
    if (section?.kind !== 'cards' || !Array.isArray(section.entries)) continue;
    section.entries.forEach((entry: unknown, i) => {
      const image = typeof entry === 'object' && entry !== null ? (entry as { image?: unknown }).image : undefined;
      if (image !== undefined) checkImage(publicDir, image, inSlot(IMAGE_SLOTS.cover), file, `/entries/${i}/image`, report);
    });
  }
  const projectsFile = data.get('projects') as { projects?: unknown } | undefined;
  if (projectsFile && Array.isArray(projectsFile.projects)) {
    const projects = projectsFile.projects.filter((p): p is ProjectLike => typeof p === 'object' && p !== null);
    checkImages(publicDir, projects, report);
    checkUniqueTitles(projects, report);
    checkUniqueSlugs(projects, report);
  }
}
