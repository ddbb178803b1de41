/**
 * The share cards, drawn from the content without a browser: in each of the site's languages the
 * site card (`/og-image.png`, `/fr/og-image.png`), which every page but a project's or a post's
 * shares, one card per project (`/projects/<slug>.png`) and one per post written in the language
 * (`/writing/<slug>.png`; an untranslated post's page is the default language's), 1200×630, each in
 * its language's look (the colours a visitor first sees, the owner's families).
 */
import { publishedProjects } from '../../src/lib/page-sections.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { pageWordsOf } from '../../src/i18n/page-dictionary.ts';
import { categoryLabel } from '../../src/lib/category-label.ts';
import { languageBase, postCardPath, projectCardPath, siteCardPath } from '../../src/lib/site-paths.ts';
import { CARD_SIZE } from '../share-cards/card-style.ts';
import { siteCardTheme, type CardTheme } from '../share-cards/card-theme.ts';
import { postCard } from '../share-cards/post-card.tsx';
import { projectCard } from '../share-cards/project-card.tsx';
import { fileBytes } from '../cache/content-key.ts';
import { renderCachedCard } from '../share-cards/cached-card.ts';
import type { RenderOptions } from '../share-cards/render-card.ts';
import { siteCard } from '../share-cards/site-card.tsx';
import { contentIn, defaultLanguage } from '../site/site.ts';
import { defineOutput, fileOf, type Output } from './output.ts';

export interface ShareCardOptions {
  /** A photo of the owner for the site card, instead of profile.photo (`npm run share-cards -- --portrait`). */
  portrait?: string;
  onMissingGlyphs?: RenderOptions['onMissingGlyphs'];
}

export function shareCards({ portrait, onMissingGlyphs }: ShareCardOptions = {}): Output {
  return defineOutput({
    name: 'share cards',
    files: ({ site }) => {
      const { publicDir } = site.paths;
      const logoSvg = () => fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
      return site.languages.flatMap((language) => {
        const content = contentIn(site, language);
        const { profile, site: settings } = content;
        // Made when a card is first drawn (its families' fonts may have to be made), once for the language's cards.
        let theme: Promise<CardTheme> | undefined;
        // A card is named in the cache by its props, the files in them by their bytes (cached-card.ts).
        const draw = async <P extends { cover?: string; portrait?: string }>(
          props: P,
          card: (props: P, theme: CardTheme) => Promise<ReactElement>,
        ) => {
          const drawn = await (theme ??= siteCardTheme(site, language));
          const inputs = { card: card.name, props: { ...props, cover: fileBytes(props.cover), portrait: fileBytes(props.portrait) }, theme: drawn };
          return renderCachedCard(inputs, () => card(props, drawn), { ...CARD_SIZE, fonts: drawn.files, onMissingGlyphs });
        };
        const base = languageBase(language, defaultLanguage(site));

        const siteCardFile = fileOf(siteCardPath(base), () =>
          draw(
            {
              ...profile,
              kicker: pageWordsOf(content.ui, language).hero.greeting,
              url: new URL(`${base}/`, settings.url).href,
              logoSvg: logoSvg(),
              portrait: portrait ?? (profile.photo ? path.join(publicDir, profile.photo) : undefined),
            },
            siteCard,
          ),
        );
        const projectFiles = publishedProjects(content).map((project) =>
          fileOf(projectCardPath(project.slug, base), () => {
            const cover = project.images[0] ? path.join(publicDir, project.images[0]) : undefined;
            const type = categoryLabel(content.projects.types, project.type);
            return draw({ title: project.title, type, cover, signature: `${profile.name} · Portfolio`, logoSvg: logoSvg() }, projectCard);
          }),
        );
        const written = content.posts.filter((post) => post.language === language);
        const postFiles = written.map((post) =>
          fileOf(postCardPath(post.slug, base), () => {
            const { title, summary, date, readingMinutes } = post;
            const cover = post.cover ? path.join(publicDir, post.cover) : undefined;
            const tags = post.tags.map((tag) => tag.label);
            return draw({ title, summary, date, readingMinutes, language, tags, cover, signature: profile.name, logoSvg: logoSvg() }, postCard);
          }),
        );
        return [siteCardFile, ...projectFiles, ...postFiles];
      });
    },
  });
}

export default shareCards();
