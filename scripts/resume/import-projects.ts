/**
 * JSON Resume `projects` → projects.yaml: the type (one the owner declared, or of today's, Web
 * Application or AI Automation) from the document when it is one of ours, else guessed; the url split into a live link or a GitHub link;
 * images only from our own meta (a JSON Resume has none).
 */
import type { Project } from '../../src/content/types.ts';
import { fitGuess, typeKeys } from './import-categories.ts';
import { entries, text, texts, type ImportContext, type Json } from './import-context.ts';
import { knownTechnologies } from './import-experience.ts';
import { guessProjectType, mentionedTechnologies } from './import-guess.ts';
import { httpsUrl } from './import-profile.ts';

export function importProjects(doc: Json, ctx: ImportContext): Project[] {
  const list = entries(doc, 'projects');
  const known = knownTechnologies(doc);
  const TYPES = typeKeys(ctx, 'projects');
  const titles = new Set<string>();
  return list.map((p, i) => {
    const meta = ctx.metaAt('projects', i, list.length);
    const at = `/projects/${i}`;
    let title = text(p, 'name') ?? `Project ${i + 1}`;
    if (!text(p, 'name')) ctx.todo('projects', `${at}/title`, 'no name: write the project’s title');
    if (titles.has(title.toLowerCase())) {
      ctx.todo('projects', `${at}/title`, `"${title}" is the title of an earlier project too; titles must differ`);
      title = `${title} (${i + 1})`;
    }
    titles.add(title.toLowerCase());

    const highlights = texts(p, 'highlights');
    let description = text(p, 'description', 'summary');
    if (description && highlights.length) ctx.leftover({ highlights }, [], 'projects[]');
    if (!description && highlights.length) description = highlights.join(' ');
    if (!description) ctx.todo('projects', `${at}/description`, 'no description: what it is, what you did, what came of it');

    const keywords = texts(p, 'keywords');
    const standardType = TYPES.find((t) => t === text(p, 'type'));
    const type =
      meta?.type && TYPES.includes(meta.type) ? meta.type : (standardType ?? fitGuess(guessProjectType(title, description, ...keywords), TYPES));
    if (!meta?.type && !standardType) ctx.todo('projects', `${at}/type`, `guessed from the keywords: one of ${TYPES.join(', ')}`);

    let skills = keywords;
    if (!skills.length) {
      skills = mentionedTechnologies(known, `${title} ${description ?? ''}`);
      ctx.todo(
        'projects',
        `${at}/skills`,
        skills.length ? 'no keywords: these are the known technologies its description mentions' : 'no keywords: list the technologies',
      );
      if (!skills.length) skills = ['Your tools'];
    }

    const url = httpsUrl(text(p, 'url', 'website'), ctx, 'projects', `${at}/links`);
    const links = meta?.links ?? (url ? (/^https:\/\/(www\.)?github\.com\//i.test(url) ? { github: url } : { live: url }) : undefined);
    ctx.leftover(p, ['name', 'description', 'summary', 'highlights', 'keywords', 'type', 'url', 'website'], 'projects[]');
    if (text(p, 'type') && !standardType) ctx.leftover({ type: text(p, 'type') }, [], 'projects[]');
    return {
      ...(meta?.slug ? { slug: meta.slug } : {}),
      title,
      type,
      description: description ?? 'What it is, what you did, and what came of it.',
      skills,
      ...(links && Object.keys(links).length ? { links } : {}),
      images: meta?.images ?? [],
    };
  });
}
