/**
 * Draws every image the site shares from content/: the site card (og-image.png), the icons, and
 * one card per project (projects/<slug>.png), into an output folder laid out like public/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectCardPath } from '../../src/lib/site-paths.ts';
import { projectSlug } from '../../src/lib/slug.ts';
import { checkContent, contentPaths } from '../content/check-content.ts';
import { CARD_SIZE } from './card-style.ts';
import { projectCard } from './project-card.tsx';
import { renderCard, renderIcons, type RenderOptions } from './render-card.ts';
import { siteCard } from './site-card.tsx';

export interface MakeCardsOptions {
  /** Project root holding content/, schemas/ and public/. */
  root: string;
  /** Folder the PNGs are written to (created if needed). */
  outDir: string;
  /** Path of a photo of the owner for the site card; profile.photo by default. */
  portrait?: string;
  onMissingGlyphs?: RenderOptions['onMissingGlyphs'];
}

/** The site card's file name; the page head links to it (scripts/content/html-head.ts). */
const SITE_CARD_FILE = 'og-image.png';

/** A project's card, relative to the output folder: the page at /projects/<slug>/ shares it. */
export function projectCardFile(project: { readonly title: string; readonly slug?: string }): string {
  return projectCardPath(projectSlug(project)).slice(1);
}

/** Writes every card and icon; returns the paths written, relative to outDir, in a stable order. */
export async function makeCards(options: MakeCardsOptions): Promise<string[]> {
  const paths = contentPaths(options.root);
  const result = checkContent(paths);
  if (!result.content) throw new Error(`The share cards are drawn from content/, which has problems to fix first:\n${result.report}`);
  const { profile, site } = result.content;
  const { projects } = result.content.projects;
  const logoSvg = fs.readFileSync(path.join(paths.publicDir, 'favicon.svg'), 'utf8');
  const render = { ...CARD_SIZE, onMissingGlyphs: options.onMissingGlyphs };

  const jobs: Promise<[string, Buffer]>[] = [
    siteCard({
      ...profile,
      url: site.url,
      logoSvg,
      portrait: options.portrait ?? (profile.photo ? path.join(paths.publicDir, profile.photo) : undefined),
    })
      .then((card) => renderCard(card, render))
      .then((png) => [SITE_CARD_FILE, png]),
    ...projects.map(async (project): Promise<[string, Buffer]> => {
      const cover = project.images[0] ? path.join(paths.publicDir, project.images[0]) : undefined;
      const card = await projectCard({ title: project.title, type: project.type, cover, signature: `${profile.name} · Portfolio`, logoSvg });
      return [projectCardFile(project), await renderCard(card, render)];
    }),
  ];
  // Started together: satori runs on this thread, while sharp and resvg work on others.
  const files = [...(await Promise.all(jobs)), ...renderIcons(logoSvg)];
  for (const [file, png] of files) {
    const target = path.join(options.outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, png);
  }
  return files.map(([file]) => file);
}
