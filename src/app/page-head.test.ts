import { describe, expect, it } from 'vitest';
import { sample, sampleFrench, sampleLanguages } from '../../test/support/sample-site.ts';
import { pageHead, type PageHead } from './page-head.ts';
import { pageMeta } from './page-meta.ts';

const meta = (head: PageHead, key: string) => head.meta.find((m) => m.key === key)?.content;
const links = (head: PageHead, rel: string) => head.links.filter((l) => l.rel === rel);
const at = (path: string) => new URL(path, sample.site.url).href;

describe('pageHead', () => {
  it('gives the home page its title, description, canonical, share tags and the owner as a Person', () => {
    const head = pageHead(pageMeta({ page: 'home', language: 'en', languages: sampleLanguages, content: sample }));
    expect(head).toMatchObject({ lang: 'en', title: sample.site.title, jsonLd: { '@type': 'Person', name: sample.profile.name } });
    expect(meta(head, 'description')).toBe(sample.site.description);
    expect(links(head, 'canonical')).toEqual([{ rel: 'canonical', href: at('/') }]);
    expect(meta(head, 'og:url')).toBe(at('/'));
    expect(meta(head, 'og:image')).toBe(at('/og-image.png'));
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'robots')).toBeUndefined();
  });

  it('names the page in every language both ways, with x-default, its locale and its language’s JSON Resume', () => {
    const french = pageHead(pageMeta({ page: 'home', language: 'fr', languages: sampleLanguages, content: sampleFrench }));
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
    const head = pageHead(pageMeta({ page: 'project', language: 'en', languages: sampleLanguages, content: sample, project }));
    expect(head.jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      url: at(`/projects/${project.slug}/`),
      author: { name: sample.profile.name },
    });
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:image')).toBe(at(`/projects/${project.slug}.png`));
  });

  it('keeps a 404 page out of search results, with no alternates', () => {
    const head = pageHead(pageMeta({ page: 'not-found', language: 'fr', languages: sampleLanguages, content: sampleFrench }), { notFound: true });
    expect(meta(head, 'robots')).toBe('noindex');
    expect(links(head, 'alternate').filter((l) => l.hreflang)).toEqual([]);
    expect(links(head, 'alternate').find((l) => l.type === 'application/json')?.href).toBe('/fr/resume.json');
  });

  it('lets the default language’s 404 page stand for the others’ where a host knows only the root 404.html', () => {
    const notFound = (language: string, languages: readonly string[]) =>
      pageHead(pageMeta({ page: 'not-found', language, languages, content: sample }), { notFound: true }).notFoundPages;
    expect(notFound('en', ['en', 'fr', 'pt-BR'])).toEqual(['/fr/404.html', '/pt-BR/404.html']);
    expect(notFound('fr', ['en', 'fr'])).toBeUndefined();
    expect(notFound('en', ['en'])).toBeUndefined();
    expect(pageHead(pageMeta({ page: 'home', language: 'en', languages: ['en', 'fr'], content: sample })).notFoundPages).toBeUndefined();
  });
});
