/** The page's structure, for every visitor: sections, landmarks, headings, links, prerendered text. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitTitle } from '../../src/lib/split-title.ts';
import { openPage } from '../support/browser.ts';
import { expectClean } from '../support/page-helpers.ts';
import { sample, sampleDist } from '../support/sample-site.ts';

const { certifications, contact, education, experience, profile, projects, site, skills } = sample;

const builtHtml = fs.readFileSync(path.join(sampleDist, 'index.html'), 'utf8');
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('page structure', () => {
  it('has the spec’s six sections in its order with its ids, the Writing section before Contact, then the footer', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const ids = await page.locator('main > section').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(['home', 'about', 'skills', 'experience', 'projects', 'writing', 'contact']);
    const footer = page.getByRole('contentinfo');
    expect(await footer.innerText()).toContain(`© ${site.copyrightYear} ${profile.name}`);
    expectClean(opened);
    await opened.close();
  });

  it('has landmarks, one h1, named sections and h2s under it', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([profile.name]);
    const regions = await page.getByRole('region').evaluateAll((els) => els.map((el) => el.getAttribute('aria-labelledby')));
    expect(regions).toHaveLength(7);
    for (const name of ['About Me', 'Technical Skills', 'Professional Experience', 'Selected Projects', 'Latest Writing', 'Get In Touch']) {
      expect(await page.getByRole('heading', { level: 2, name }).count()).toBe(1);
    }
    await opened.close();
  });

  it('opens every external link in a new tab with rel="noopener noreferrer", and only https links', async () => {
    const opened = await openPage('/');
    const links = await opened.page
      .locator('a[target="_blank"]')
      .evaluateAll((els) => els.map((el) => ({ href: el.getAttribute('href'), rel: el.getAttribute('rel') })));
    expect(links.length).toBeGreaterThanOrEqual(2 + 2 + certifications.certifications.length);
    for (const link of links) {
      expect(link.rel).toBe('noopener noreferrer');
      // Other sites over https; the CVs the build generates are the site's own files.
      expect(link.href).toMatch(/^(https:\/\/|\/cv\/[a-z0-9-]+-(fr|en)\.pdf$)/);
    }
    await opened.close();
  });

  it('prerenders every section’s text into index.html', () => {
    const text = decode(builtHtml);
    const expected = [
      profile.name,
      profile.headline,
      profile.bio,
      profile.location,
      profile.email,
      ...profile.stats.flatMap((s) => [s.label, s.value]),
      ...education.education.flatMap((e) => [e.title, e.school]),
      ...certifications.certifications.map((c) => splitTitle(c.title).title),
      ...skills.categories.flatMap((c) => [c.title, ...c.skills]),
      ...[...experience.roles, ...experience.internships].flatMap((e) => [
        e.position,
        e.company,
        e.type,
        e.period,
        ...e.achievements,
        ...e.technologies,
      ]),
      'Professional Roles',
      'Internships',
      ...[profile.about ?? []].flat(),
      ...[skills.lead, experience.lead, projects.lead, contact.lead].filter((lead) => lead !== undefined),
      `© ${site.copyrightYear} ${profile.name}`,
    ];
    const missing = expected.filter((t) => !text.includes(t));
    expect(missing).toEqual([]);
  });

  it('gives About its own text from profile.about, so the bio is not repeated', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const about = page.getByRole('region', { name: 'About Me' });
    for (const paragraph of [profile.about ?? []].flat()) expect(await about.getByText(paragraph).isVisible()).toBe(true);
    expect(await page.getByText(profile.bio).count()).toBe(1);
    await opened.close();
  });

  it('is readable without JavaScript: every section visible', async () => {
    const opened = await openPage('/', { javaScriptEnabled: false });
    const { page } = opened;
    for (const name of ['About Me', 'Technical Skills', 'Professional Experience']) {
      const heading = page.getByRole('heading', { level: 2, name });
      await heading.scrollIntoViewIfNeeded();
      const opacity = await heading.evaluate((el) => getComputedStyle(el.closest('section > div') ?? el).opacity);
      expect(opacity).toBe('1');
    }
    expect(await page.locator('html').getAttribute('class')).toBeNull();
    await opened.close();
  });
});
