/** The prerender path: full page HTML and its styles from ServerStyleSheet, without a browser. */
import { beforeAll, describe, expect, it } from 'vitest';
import { siteData } from '../../scripts/site/site.ts';
import { sample, sampleSite } from '../../test/support/sample-site.ts';
import { render as renderPage, type SiteData } from './entry-server.tsx';

const { profile } = sample;
let site: SiteData;
beforeAll(async () => {
  site = siteData(await sampleSite());
});
const render = (url: string) => renderPage(url, site);

describe('render', () => {
  it('renders the home page with every section and its CSS', async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page.html).toContain(`>${profile.name}</h1>`);
    for (const id of ['home', 'about', 'skills', 'experience', 'projects', 'contact']) expect(page.html).toContain(`id="${id}"`);
    expect(page.styles).toMatch(/^<style data-styled="true"/);
    expect(page.styles).toContain('@media (prefers-reduced-motion: reduce)');
    expect(page.styles).toContain(":root[data-theme='dark']");
    // Sections start hidden only when JavaScript runs (boot.js adds .js to <html>).
    expect(page.styles).toMatch(/html\.js \.[\w-]+\[data-revealed='false'\]>\*/);
  });

  it('closes the hero with the element its first paint waits for, on the home page and on a project page', async () => {
    const project = sample.projects.projects[0]?.slug ?? '';
    for (const url of ['/', `/projects/${project}/`]) {
      const page = await render(url);
      expect(page.head.paintsWith).toBe('#hero-end');
      expect(page.html).toMatch(/<span id="hero-end" hidden=""><\/span><\/section>/);
    }
  });

  it('marks the first visit as the top of the page: Home active, progress 0', async () => {
    const { html } = await render('/');
    expect(html).toMatch(/href="#home" aria-current="true"/);
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="0"/);
    expect(html).not.toContain('Back to top');
  });

  it('renders unknown paths as the 404 page with status 404', async () => {
    const page = await render('/nowhere');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Oops! Page not found');
    expect(page.html).toContain('href="/"');
  });
});

describe('render, its islands', () => {
  it('puts each island’s own HTML in its element, numbered as the browser finds them', async () => {
    const { html, islands } = await render('/');
    const ids = [...html.matchAll(/data-island-id="(i\d+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(ids.map((_, i) => `i${i}`));
    // Rendered in place (the back-to-top button alone renders nothing at the top of the page).
    expect(html).toMatch(/data-island="site-nav"[^>]*><div[^>]*><nav aria-label=/);
    expect(html).toMatch(/data-island="back-to-top-button"[^>]*><\/div>/);
    expect(Object.keys({ ...islands.inline, ...islands.deferred }).every((id) => ids.includes(id))).toBe(true);
  });

  it('gives the page its head as data: language, title, canonical and JSON-LD', async () => {
    const french = await render('/fr/');
    expect(french.head.lang).toBe('fr');
    expect(french.base).toBe('/fr');
    expect(french.head.links).toContainEqual({ rel: 'canonical', href: new URL('/fr/', sample.site.url).href });
    expect(french.head.jsonLd).toMatchObject({ '@type': 'Person', name: profile.name });
    const project = sample.projects.projects[0];
    if (!project) throw new Error('the sample has no project');
    const page = await render(`/projects/${project.slug}/`);
    expect(page.head.title).toBe(`${project.title} — ${profile.name}`);
    expect(page.head.jsonLd).toMatchObject({ '@type': 'CreativeWork', name: project.title, author: { '@type': 'Person' } });
  });
});
