import { describe, expect, it } from 'vitest';
import { siteData } from '../../scripts/site/site.ts';
import { escapeHtml } from '../../scripts/pages/escape-html.ts';
import { responsiveImage } from '../../test/support/responsive-image.ts';
import { sample, sampleFrench, sampleLanguages, sampleSite } from '../../test/support/sample-site.ts';
import { imageKey } from '../lib/responsive-image.ts';
import { dark, light } from '../theme/color-schemes.ts';
import { DEFAULT_LOOK } from '../theme/look.ts';
import { render } from './entry-server.tsx';
import { ogLocale, pageHead, type PageHead } from './page-head.ts';
import { pageMeta, type PageMetaInput } from './page-meta.ts';

const meta = (head: PageHead, key: string) => head.meta.find((m) => m.key === key)?.content;
const links = (head: PageHead, rel: string) => head.links.filter((l) => l.rel === rel);
const at = (path: string) => new URL(path, sample.site.url).href;

describe('ogLocale', () => {
  it('keeps a tag’s own region and gives a bare language its likeliest one', () => {
    expect(['en', 'fr', 'de', 'es', 'en-GB', 'de-AT', 'es-MX'].map(ogLocale)).toEqual([
      'en_US',
      'fr_FR',
      'de_DE',
      'es_ES',
      'en_GB',
      'de_AT',
      'es_MX',
    ]);
  });
});

describe('pageHead', () => {
  it('gives the home page its title, description, canonical, share tags and the owner as a Person', () => {
    const head = pageHead(pageMeta({ page: 'home', language: 'en', languages: sampleLanguages, content: sample, images: {} }));
    expect(head).toMatchObject({ lang: 'en', title: sample.site.title, jsonLd: { '@type': 'Person', name: sample.profile.name } });
    expect(meta(head, 'description')).toBe(sample.site.description);
    expect(links(head, 'canonical')).toEqual([{ rel: 'canonical', href: at('/') }]);
    expect(meta(head, 'og:url')).toBe(at('/'));
    expect(meta(head, 'og:image')).toBe(at('/og-image.png'));
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'robots')).toBeUndefined();
  });

  it('names its icons and manifest for after the first paint, and until then an icon that asks for nothing (none at all, and Chrome asks for /favicon.ico)', () => {
    const head = pageHead(pageMeta({ page: 'home', language: 'en', languages: sampleLanguages, content: sample, images: {} }));
    const fetched = head.links.filter((link) => ['icon', 'manifest'].includes(link.rel) && !link.href.startsWith('data:'));
    expect(fetched.map((link) => link.href)).toEqual(['/favicon.svg', '/icons/favicon-32.png', '/site.webmanifest']);
    expect(fetched.every((link) => link.afterPaint)).toBe(true);
    expect(links(head, 'icon').filter((link) => !link.afterPaint)).toEqual([{ rel: 'icon', href: 'data:,' }]);
  });

  it('tints the browser’s bar with the accent of the scheme a visitor first sees, and starts in the owner’s scheme when they chose one', () => {
    const meta = pageMeta({ page: 'home', language: 'en', languages: sampleLanguages, content: sample, images: {} });
    const theming = (head: PageHead) => [head.meta.find((m) => m.key === 'theme-color')?.content, head.scheme];
    expect(theming(pageHead(meta))).toEqual([DEFAULT_LOOK.light.accent, undefined]);
    const owners = { ...DEFAULT_LOOK, light: { ...light, accent: '#0f766e' }, dark: { ...dark, accent: '#5eead4' } };
    expect(theming(pageHead(meta, { look: owners }))).toEqual(['#0f766e', undefined]);
    expect(theming(pageHead(meta, { look: { ...owners, scheme: 'dark' } }))).toEqual(['#5eead4', 'dark']);
    expect(theming(pageHead(meta, { look: { ...owners, scheme: 'light' } }))).toEqual(['#0f766e', 'light']);
  });

  it('names the page in every language both ways, with x-default, its locale and its language’s JSON Resume', () => {
    const french = pageHead(pageMeta({ page: 'home', language: 'fr', languages: sampleLanguages, content: sampleFrench, images: {} }));
    const hreflang = links(french, 'alternate').filter((l) => l.hreflang);
    expect(hreflang).toEqual([
      { rel: 'alternate', hreflang: 'en', href: at('/') },
      { rel: 'alternate', hreflang: 'fr', href: at('/fr/') },
      { rel: 'alternate', hreflang: 'x-default', href: at('/') },
    ]);
    expect(links(french, 'canonical')[0]?.href).toBe(at('/fr/'));
    expect(meta(french, 'og:locale')).toBe('fr_FR');
    expect(meta(french, 'og:locale:alternate')).toBe('en_US');
    expect(links(french, 'alternate').find((l) => l.type === 'application/json')?.href).toBe('/fr/resume.json');
  });

  it('describes a project page as a CreativeWork by the owner, with its own card', () => {
    const project = sample.projects.projects[0];
    if (!project) throw new Error('the sample has no project');
    const head = pageHead(pageMeta({ page: 'project', language: 'en', languages: sampleLanguages, content: sample, project, images: {} }));
    expect(head.jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      url: at(`/projects/${project.slug}/`),
      author: { '@type': 'Person', '@id': at('/#person'), name: sample.profile.name, url: at('/') },
    });
    // The same node the home page describes.
    const home = pageHead(pageMeta({ page: 'home', language: 'en', languages: sampleLanguages, content: sample, images: {} }));
    expect(home.jsonLd).toMatchObject({ '@type': 'Person', '@id': at('/#person'), name: sample.profile.name });
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:image')).toBe(at(`/projects/${project.slug}.png`));
  });

  it('describes a project page with GitHub facts as a SoftwareSourceCode: its repository, language, last push, archived state and stars', () => {
    const project = sample.projects.projects.find((p) => p.links?.github);
    if (!project?.links?.github) throw new Error('the sample has no project on GitHub');
    const facts = { stars: 128, language: 'TypeScript', pushedAt: '2026-11-20T09:12:00Z', archived: true, description: 'not in the JSON-LD' };
    const repository = project.links.github.replace('https://github.com/', '').toLowerCase();
    const input = { page: 'project', language: 'en', languages: sampleLanguages, content: sample, project, images: {} } as const;
    expect(pageHead(pageMeta({ ...input, githubFacts: { [repository]: facts } })).jsonLd).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: project.title,
      codeRepository: project.links.github,
      programmingLanguage: 'TypeScript',
      dateModified: '2026-11-20T09:12:00Z',
      creativeWorkStatus: 'Archived',
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: 128 },
    });
    expect(JSON.stringify(pageHead(pageMeta({ ...input, githubFacts: { [repository]: facts } })).jsonLd)).not.toContain('not in the JSON-LD');
    // Without facts, a CreativeWork as before.
    expect(pageHead(pageMeta(input)).jsonLd).not.toHaveProperty('codeRepository');
  });

  it('keeps a 404 page out of search results, with no alternates', () => {
    const head = pageHead(pageMeta({ page: 'not-found', language: 'fr', languages: sampleLanguages, content: sampleFrench, images: {} }), {
      notFound: true,
    });
    expect(meta(head, 'robots')).toBe('noindex');
    expect(links(head, 'alternate').filter((l) => l.hreflang)).toEqual([]);
    expect(links(head, 'alternate').find((l) => l.type === 'application/json')?.href).toBe('/fr/resume.json');
  });

  it('lets the default language’s 404 page stand for the others’ where a host knows only the root 404.html', () => {
    const notFound = (language: string, languages: readonly string[]) =>
      pageHead(pageMeta({ page: 'not-found', language, languages, content: sample, images: {} }), { notFound: true }).notFoundPages;
    expect(notFound('en', ['en', 'fr', 'pt-BR'])).toEqual(['/fr/404.html', '/pt-BR/404.html']);
    expect(notFound('fr', ['en', 'fr'])).toBeUndefined();
    expect(notFound('en', ['en'])).toBeUndefined();
    // A 404 page has no hero for its first paint to wait for; a home page and a project page wait for theirs.
    expect(
      pageHead(pageMeta({ page: 'not-found', language: 'en', languages: ['en'], content: sample, images: {} }), { notFound: true }).paintsWith,
    ).toBeUndefined();
    expect(pageHead(pageMeta({ page: 'home', language: 'en', languages: ['en'], content: sample, images: {} })).paintsWith).toBe('#hero-end');
    expect(pageHead(pageMeta({ page: 'home', language: 'en', languages: ['en', 'fr'], content: sample, images: {} })).notFoundPages).toBeUndefined();
  });
});

describe('pageHead, the first screen’s image', () => {
  const photo = '/images/owner.jpg';
  const portrait = responsiveImage('owner', [128, 256, 640], 256, '(max-width: 600px) 100px, 300px');
  const project = sample.projects.projects.find((p) => p.images.length > 0);
  if (!project) throw new Error('the sample has no project with images');
  const [shot = ''] = project.images;
  const screenshot = responsiveImage('shot', [480, 768, 1536], 768, '(min-width: 900px) 700px, 90vw');
  const images = { [imageKey('portrait', photo)]: portrait, [imageKey('carousel', shot)]: screenshot };
  const withPhoto = (content: typeof sample) => ({ ...content, profile: { ...content.profile, photo } });
  const head = (input: Omit<PageMetaInput, 'languages' | 'images'>) => pageHead(pageMeta({ languages: sampleLanguages, images, ...input }));

  it('preloads the owner’s portrait on the home page of every language, as the hero renders it', () => {
    for (const [language, content] of [
      ['en', sample],
      ['fr', sampleFrench],
    ] as const)
      expect(head({ page: 'home', language, content: withPhoto(content) }).preload).toEqual({
        srcset: portrait.sources[0]?.srcset,
        sizes: portrait.sizes,
        type: 'image/avif',
      });
  });

  it('preloads nothing on a site without a portrait, nor on a 404 page', () => {
    expect(head({ page: 'home', language: 'en', content: { ...sample, profile: { ...sample.profile, photo: undefined } } }).preload).toBeUndefined();
    expect(head({ page: 'not-found', language: 'en', content: withPhoto(sample) }).preload).toBeUndefined();
  });

  it('preloads a project page’s first dialog image, not the portrait behind the dialog, and nothing for a project without images', () => {
    const content = withPhoto(sample);
    expect(head({ page: 'project', language: 'en', content, project }).preload).toEqual({
      srcset: screenshot.sources[0]?.srcset,
      sizes: screenshot.sizes,
      type: 'image/avif',
    });
    expect(head({ page: 'project', language: 'en', content, project: { ...project, images: [] } }).preload).toBeUndefined();
    // An image without variants (an SVG) is preloaded by its address.
    expect(pageHead(pageMeta({ page: 'project', language: 'en', languages: sampleLanguages, content, project, images: {} })).preload).toEqual({
      href: shot,
    });
  });

  it('asks for exactly the candidates the page’s markup offers: the type, srcset and sizes of the first <source> the hero and the dialog render', async () => {
    const site = siteData(await sampleSite());
    const photoSite = { ...site, images: { ...site.images, ...images }, localized: { ...site.localized, en: withPhoto(sample) } };
    for (const url of ['/', `/projects/${project.slug}/`]) {
      const page = await render(url, photoSite);
      const preload = page.head.preload;
      if (!preload || !('srcset' in preload) || !preload.type || !preload.sizes) throw new Error(`${url}: no responsive preload`);
      const source = `<source type="${preload.type}" srcSet="${escapeHtml(preload.srcset)}" sizes="${escapeHtml(preload.sizes)}"/>`;
      // The first <source> of its <picture>: the one a browser that can decode its type picks.
      expect(page.html.replace(/srcset=/gi, 'srcSet='), url).toContain(`<picture>${source}`);
    }
  });
});
