import { describe, expect, it } from 'vitest';
import type { DeepReadonly, ResolvedPost } from '../../src/content/types.ts';
import { firstScheme } from '../../src/theme/look.ts';
import { colourDistance, pngSize, pngStats, RENDER_TIMEOUT } from '../../test/support/png-info.ts';
import { sampleLanguages, sampleLocalized, sampleSite } from '../../test/support/sample-site.ts';
import { themedSite } from '../../test/support/themed-site.ts';
import icons from './icons.ts';
import type { Site } from '../site/site.ts';
import { NO_PAGES, rendered } from './output.ts';
import { shareCards } from './share-cards.ts';

type Post = DeepReadonly<ResolvedPost>;

const post = (slug: string, language: string, more: Partial<Post> = {}): Post => ({
  slug,
  language,
  languages: ['en', language],
  title: `Post ${slug}`,
  summary: 'What it says.',
  date: '2026-03-14',
  tags: [{ label: 'Automatisation IA', slug: 'automatisation-ia' }],
  readingMinutes: 4,
  ...more,
});

/** The sample site with posts: one in English only, one translated into French, and a French draft. */
async function siteWithPosts(): Promise<Site> {
  const site = await sampleSite();
  const posts: Record<string, Post[]> = {
    en: [post('translated', 'en', { cover: '/images/projects/gymflow-1.svg' }), post('english-only', 'en')],
    fr: [
      post('translated', 'fr', { title: 'Générer des devis « à la carte »', cover: '/images/projects/gymflow-1.svg' }),
      post('english-only', 'en'),
      post('brouillon', 'fr', { draft: true }),
    ],
  };
  return { ...site, localized: new Map([...site.localized].map(([language, content]) => [language, { ...content, posts: posts[language] ?? [] }])) };
}

describe('the share cards and icons outputs', { timeout: 4 * RENDER_TIMEOUT }, () => {
  it('make the site card, one card per project and one per post written in each language, and the icons', async () => {
    const site = await sampleSite();
    const cards = shareCards().files({ site, pages: NO_PAGES });
    const expected = sampleLanguages.flatMap((language) => {
      const base = language === sampleLanguages[0] ? '' : `/${language}`;
      const content = sampleLocalized[language];
      const written = (content?.posts ?? []).filter((post) => post.language === language);
      return [
        `${base}/og-image.png`,
        ...(content?.projects.projects ?? []).map((p) => `${base}/projects/${p.slug}.png`),
        ...written.map((post) => `${base}/writing/${post.slug}.png`),
      ];
    });
    expect(cards.map((file) => file.path)).toEqual(expected);
    expect(icons.files({ site, pages: NO_PAGES }).map((file) => file.path)).toEqual([
      '/icons/favicon-32.png',
      '/icons/apple-touch-icon.png',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/favicon.ico',
    ]);
  });

  it('make one card per post written in each language, after the projects’', async () => {
    const paths = shareCards()
      .files({ site: await siteWithPosts(), pages: NO_PAGES })
      .map((file) => file.path)
      .filter((p) => p.includes('/writing/'));
    // An untranslated post's page, and so its card, is the default language's; a draft has its card as it has its page in `npm run dev`.
    expect(paths).toEqual(['/writing/translated.png', '/writing/english-only.png', '/fr/writing/translated.png', '/fr/writing/brouillon.png']);
  });

  it('draw a post’s card in its language, with its cover', async () => {
    const missing: string[] = [];
    const files = shareCards({ onMissingGlyphs: (chars) => missing.push(chars) }).files({ site: await siteWithPosts(), pages: NO_PAGES });
    const png = Buffer.from(rendered(await files.find((f) => f.path === '/fr/writing/translated.png')!.render()).body);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(missing).toEqual([]);
  });

  it('draw 1200×630 PNGs, with every character in their fonts', async () => {
    const site = await sampleSite();
    const missing: string[] = [];
    const files = shareCards({ onMissingGlyphs: (chars) => missing.push(chars) }).files({ site, pages: NO_PAGES });
    // The French site card, and a French project's: accents and typographic spaces.
    for (const file of files.filter((f) => f.path === '/fr/og-image.png' || f.path.startsWith('/fr/projects/')).slice(0, 2)) {
      const { body } = rendered(await file.render());
      expect(pngSize(Buffer.from(body)), file.path).toEqual({ width: 1200, height: 630 });
    }
    expect(missing).toEqual([]);
  });

  it('draw each language’s cards, and the Apple icon’s background, in the colours a visitor first sees', async () => {
    const { site, remove } = await themedSite({ accent: '#c2410c', font: 'ibm-plex-sans', scheme: 'dark' });
    try {
      const { bg } = firstScheme(site.looks.get('fr')!);
      const files = shareCards().files({ site, pages: NO_PAGES });
      for (const file of files.filter((f) => f.path === '/fr/og-image.png' || f.path === '/fr/projects/gymflow-client-manager.png')) {
        const png = Buffer.from(rendered(await file.render()).body);
        expect(colourDistance((await pngStats(png, { left: 0, top: 590, width: 40, height: 40 })).mean, bg), file.path).toBeLessThan(4);
      }
      const apple = icons.files({ site, pages: NO_PAGES }).find((f) => f.path === '/icons/apple-touch-icon.png')!;
      const corner = await pngStats(Buffer.from(rendered(await apple.render()).body), { left: 0, top: 0, width: 2, height: 2 });
      expect(colourDistance(corner.mean, bg)).toBeLessThan(2);
    } finally {
      remove();
    }
  });
});
