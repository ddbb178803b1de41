/**
 * The owner's categories on the prerendered pages (test/fixtures/content/declared-categories/):
 * the declared project types are the tabs, in their order, and name the cards, the dialog and the
 * page's head; the declared kinds of engagement are the experience badges; each in the page's
 * language. An icon of the owner's is their SVG, as a decorative image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../scripts/paths.ts';
import { loadSite } from '../../scripts/site/load-site.ts';
import { siteData } from '../../scripts/site/site.ts';
import { contentFixture, type FixtureRoot } from '../../test/support/content-fixture.ts';
import { render, type SiteData } from './entry-server.tsx';

let fixture: FixtureRoot;
let site: SiteData;
beforeAll(async () => {
  fixture = contentFixture('declared-categories');
  const { site: loaded, check } = await loadSite(contentPaths(fixture.root));
  if (!loaded) throw new Error(check.report);
  site = siteData(loaded);
});
afterAll(() => fixture.remove());

const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
const tabs = (html: string) => texts(html, /role="tab"[^>]*>([^<]+)</g);
const cardTypes = (html: string) => texts(html, /<p class="[^"]*">([^<]+)<\/p><h3/g);

describe('declared types', () => {
  it('are the tabs, in their order, and name each card, in each language', async () => {
    const english = (await render('/', site)).html;
    expect(tabs(english)).toEqual(['AI Automation', 'Web Application', 'Mobile App']);
    expect(english).toContain('id="projects-tab-mobile-app"');
    // Each panel holds its type's cards, in the order of the tabs.
    expect(cardTypes(english)).toEqual(['AI Automation', 'Web Application', 'Mobile App']);
    const french = (await render('/fr/', site)).html;
    expect(tabs(french)).toEqual(['Automatisation IA', 'Application web', 'Application mobile']);
    expect(cardTypes(french)).toEqual(['Automatisation IA', 'Application web', 'Application mobile']);
  });

  it('name a project on its page: the dialog’s badge, the share card’s description and the JSON-LD genre', async () => {
    const page = await render('/fr/projects/trail-log/', site);
    expect(page.html).toMatch(/<h2 id="[^"]+"[^>]*>Carnet de course<\/h2><span data-tone="accent" class="[^"]*">Application mobile<\/span>/);
    expect(page.head.jsonLd).toMatchObject({ '@type': 'CreativeWork', genre: 'Application mobile' });
    expect(page.head.meta).toContainEqual(
      expect.objectContaining({ key: 'og:image:alt', content: 'Carnet de course\u00a0: application mobile par Sam Rivera' }),
    );
  });

  it('are the experience badges', async () => {
    const badges = (html: string) => [...new Set(texts(html, /<\/p><\/div><span data-tone="accent" class="[^"]*">([^<]+)<\/span>/g))];
    expect(badges((await render('/', site)).html)).toEqual(['Employed', 'Freelance', 'Internship']);
    expect(badges((await render('/fr/', site)).html)).toEqual(['Salarié', 'Indépendant', 'Stage']);
  });
});

describe('skill icons', () => {
  it('are the site’s symbols, or the owner’s own SVG as a decorative image', async () => {
    const { html } = await render('/', site);
    expect(html).toMatch(
      /<img src="\/images\/icons\/n8n\.svg" alt="" width="20" height="20" loading="lazy" decoding="async" class="[^"]*"\/><\/span>AI &amp; Automation<\/h3>/,
    );
    expect(html).toMatch(
      /<svg width="20" height="20" aria-hidden="true"><use href="[^"]+#i-briefcase"><\/use><\/svg><\/span>Development Tools<\/h3>/,
    );
  });
});
