/** The prerender path: full page HTML and its styles from ServerStyleSheet, without a browser. */
import { describe, expect, it } from 'vitest';
import { profile } from '../content/profile.ts';
import { render } from './entry-server.tsx';

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
