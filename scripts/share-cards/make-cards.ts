/**
 * Draws every image the site shares from content/: in each of the site's languages the site card
 * (og-image.png, fr/og-image.png) and one card per project (projects/<slug>.png,
 * fr/projects/<slug>.png), and the icons, into an output folder laid out like public/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dictionaries } from '../../src/i18n/all-dictionaries.ts';
import { pageDictionary } from '../../src/i18n/page-dictionary.ts';
import { uiLanguage } from '../../src/i18n/ui-languages.ts';
import { languageBase, projectCardPath, siteCardPath } from '../../src/lib/site-paths.ts';
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

/** A project's card, relative to the output folder: the page at /projects/<slug>/ (or /fr/projects/<slug>/) shares it. */
export function projectCardFile(project: { readonly title: string; readonly slug?: string }, base = ''): string {
  return projectCardPath(projectSlug(project), base).slice(1);
}

/** Writes every card and icon; returns the paths written, relative to outDir, in a stable order. */
export async function makeCards(options: MakeCardsOptions): Promise<string[]> {
  const paths = contentPaths(options.root);
  const result = checkContent(paths);
  if (!result.content) throw new Error(`The share cards are drawn from content/, which has problems to fix first:\n${result.report}`);
  const logoSvg = fs.readFileSync(path.join(paths.publicDir, 'favicon.svg'), 'utf8');
  const render = { ...CARD_SIZE, onMissingGlyphs: options.onMissingGlyphs };
  const { content } = result;
  const [defaultLanguage = content.site.language] = result.languages;
  const localized = result.localized ?? new Map<string, typeof content>();

  const jobs = result.languages.flatMap((language): Promise<[string, Buffer]>[] => {
    const { profile, site, projects } = localized.get(language) ?? content;
    const base = languageBase(language, defaultLanguage);
    const ui = uiLanguage(language);
    return [
      siteCard({
        ...profile,
        kicker: pageDictionary(ui).hero.greeting,
        url: new URL(`${base}/`, site.url).href,
        logoSvg,
        portrait: options.portrait ?? (profile.photo ? path.join(paths.publicDir, profile.photo) : undefined),
      })
        .then((card) => renderCard(card, render))
        .then((png) => [siteCardPath(base).slice(1), png]),
      ...projects.projects.map(async (project): Promise<[string, Buffer]> => {
        const cover = project.images[0] ? path.join(paths.publicDir, project.images[0]) : undefined;
        const type = dictionaries[ui].projects.types[project.type];
        const card = await projectCard({ title: project.title, type, cover, signature: `${profile.name} · Portfolio`, logoSvg });
        return [projectCardFile(project, base), await renderCard(card, render)];
      }),
    ];
  });
  // Started together: satori runs on this thread, while sharp and resvg work on others.
  const files = [...(await Promise.all(jobs)), ...renderIcons(logoSvg)];
  for (const [file, png] of files) {
    const target = path.join(options.outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, png);
  }
  return files.map(([file]) => file);
}
