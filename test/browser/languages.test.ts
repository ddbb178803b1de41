/** Issue 13: the site in English at / and in French at /fr/, from the same YAML. */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { required } from '../support/required.ts';
import { openPage, siteUrl, viewports } from '../support/browser.ts';
import { routeEmailService, SEND_URL } from './support/email-route.ts';
import { holdRequests } from './support/hold-requests.ts';
import { axeViolations, cspViolations, expectClean, scrollToSection, scrollToY, sectionTop, watchCspViolations } from '../support/page-helpers.ts';
import { serveOnlyRoot404 } from '../support/root-404-host.ts';
import { sample, sampleLocalized } from '../support/sample-site.ts';

const { site } = sample;

const french = required(sampleLocalized.fr, 'French content');
const project = required(french.projects.projects[0], 'first project');
const absolute = (path: string) => new URL(path, site.url).href;
const alternates = (page: Page): Promise<Record<string, string | null>> =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l): [string, string | null] => [
        l.getAttribute('hreflang') ?? '',
        l.getAttribute('href'),
      ]),
    ),
  );
const waitForPath = (page: Page, pathname: string) => page.waitForFunction((p) => location.pathname === p, pathname);
const form = (page: Page) => page.getByRole('form', { name: 'Envoyer un message' });

describe('the French pages', () => {
  it('are French throughout: the document’s language, the navigation, the headings, the content, the head and the contact form, which sends the page’s language', async () => {
    const opened = await openPage('/fr/');
    const { page } = opened;
    expect(opened.status).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe(french.site.title);
    const nav = page.getByRole('navigation', { name: 'Principale' });
    expect(await nav.getByRole('list').first().getByRole('link').allInnerTexts()).toEqual([
      'Accueil',
      'À propos',
      'Compétences',
      'Expérience',
      'Projets',
      'Articles',
      'Contact',
    ]);
    for (const heading of [
      'À propos de moi',
      'Compétences techniques',
      'Expérience professionnelle',
      'Projets choisis',
      'Derniers articles',
      'Me contacter',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).count(), heading).toBe(1);
    }
    expect(await page.getByText(french.profile.headline, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Application web' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: `Voir les détails\u00a0: ${project.title}` }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The head: its canonical, its share card and its locale (the alternates below).
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(absolute('/fr/'));
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('fr_FR');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(absolute('/fr/og-image.png'));
    expect(await alternates(page)).toEqual({ en: absolute('/'), fr: absolute('/fr/'), 'x-default': absolute('/') });

    // The contact form validates and answers in French, and sends the page's language with the message.
    await scrollToY(page, await sectionTop(page, 'contact'));
    await page.locator('form[data-ready="true"]').waitFor();
    const service = await routeEmailService(page);
    await form(page).getByRole('button', { name: 'Envoyer le message' }).click();
    for (const message of [
      'Le nom est obligatoire.',
      'Une adresse e-mail valide est obligatoire.',
      'L’objet est obligatoire.',
      'Le message est obligatoire.',
    ]) {
      await expect.poll(() => form(page).getByText(message, { exact: true }).count()).toBe(1);
    }
    await form(page).getByLabel('Nom').fill('Camille Durand');
    await form(page).getByLabel('E-mail').fill('camille@example.fr');
    await form(page).getByLabel('Objet').fill('Un poste à pourvoir');
    await form(page).getByLabel('Message').fill('Bonjour Sam, parlons-en.');
    await form(page).getByRole('button', { name: 'Envoyer le message' }).click();
    await expect.poll(() => service.delivered().length).toBe(1);
    expect(service.delivered()[0]).toMatchObject({
      template_params: { from_name: 'Camille Durand', subject: 'Un poste à pourvoir', language: 'fr' },
    });
    // The send is the page's only call to another origin.
    expect(opened.thirdPartyRequests).toEqual([SEND_URL]);
    opened.thirdPartyRequests.length = 0;
    await expect
      .poll(() =>
        page
          .locator('[role="status"][aria-atomic="true"]')
          .innerText()
          .catch(() => ''),
      )
      .toContain('Message envoyé\u00a0!');
    expectClean(opened);
    await opened.close();
  });

  it('say in their head which page is which: canonical, hreflang both ways with x-default, og:locale', async () => {
    // The French home page's own head: the test above.
    const english = await openPage('/');
    expect(await alternates(english.page)).toEqual({ en: absolute('/'), fr: absolute('/fr/'), 'x-default': absolute('/') });
    expect(await english.page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_US');
    const projectPage = await openPage(`/fr/projects/${project.slug}/`);
    expect(await alternates(projectPage.page)).toEqual({
      en: absolute(`/projects/${project.slug}/`),
      fr: absolute(`/fr/projects/${project.slug}/`),
      'x-default': absolute(`/projects/${project.slug}/`),
    });
    expect(await projectPage.page.title()).toBe(`${project.title} — ${french.profile.name}`);
    // The sitemap lists every language's pages, each with its alternates.
    const sitemap = await (await english.page.request.get(siteUrl('/sitemap.xml'))).text();
    const entry = (loc: string) => sitemap.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0] ?? '';
    for (const loc of [absolute('/'), absolute('/fr/'), absolute(`/fr/projects/${project.slug}/`)]) {
      expect(entry(loc), loc).toContain(`hreflang="fr" href="${loc.includes('/fr/') ? loc : absolute('/fr/')}"`);
    }
    for (const opened of [english, projectPage]) await opened.close();
  });

  it('answer an unknown address with the French 404 page and status 404', async () => {
    const opened = await openPage('/fr/nulle-part/');
    const { page } = opened;
    expect(opened.status).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByText('Oups\u00a0! Page introuvable').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr/');
    const unknownProject = await openPage('/fr/projects/nulle-part/');
    expect(unknownProject.status).toBe(404);
    expect(await unknownProject.page.getByText('Oups\u00a0! Page introuvable').count()).toBe(1);
    await opened.close();
    await unknownProject.close();
  });
});

describe('an unknown French address on a host that knows only the root 404.html (GitHub Pages, Vercel)', () => {
  const address = '/fr/nulle-part/';
  /** Opens an address on such a host, recording the main frame's navigations and every path requested. */
  const openOnRootOnlyHost = async (path: string, options: BrowserContextOptions = {}) => {
    const navigations: string[] = [];
    const requested: string[] = [];
    const opened = await openPage(path, options, {
      prepare: async (page) => {
        await serveOnlyRoot404(page, new URL(siteUrl()).origin);
        await watchCspViolations(page);
        page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      },
    });
    return { ...opened, navigations, requested };
  };

  it('shows the French 404 page in its place: same address, status 404, no redirect, no CSP violation', async () => {
    const opened = await openOnRootOnlyHost(address);
    const { page } = opened;
    expect(opened.status).toBe(404);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404');
    expect(await page.getByText('Oups\u00a0! Page introuvable').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr/');
    expect(await page.getByText('Oops! Page not found').count()).toBe(0);
    expect(await page.title()).toBe(french.site.title);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe('visible');
    expect(page.url()).toBe(siteUrl(address));
    expect(opened.navigations).toEqual([siteUrl(address)]);
    expect(opened.requested.filter((path) => path.endsWith('404.html'))).toEqual(['/fr/404.html']);
    // The path is logged once the entry runs, as on any 404 page.
    await expect
      .poll(() => opened.consoleProblems)
      .toEqual([
        'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
        `error: 404 Error: User attempted to access non-existent route: ${address}`,
      ]);
    expect(await cspViolations(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await opened.close();
  });

  it('shows the English 404 page without JavaScript, and to an address outside the French pages', async () => {
    const plain = await openOnRootOnlyHost(address, { javaScriptEnabled: false });
    expect(plain.status).toBe(404);
    expect(await plain.page.locator('html').getAttribute('lang')).toBe('en');
    expect(await plain.page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await plain.close();
    const english = await openOnRootOnlyHost('/nowhere/');
    expect(english.status).toBe(404);
    expect(await english.page.locator('html').getAttribute('lang')).toBe('en');
    expect(await english.page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(english.requested.filter((path) => path.endsWith('404.html'))).toEqual([]);
    await english.close();
  });
});

describe('the language switcher', () => {
  it('takes the visitor to the same section in the other language, and back', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await scrollToY(page, await sectionTop(page, 'skills'));
    await page.locator('[data-island="site-nav"][data-hydrated="true"]').waitFor();
    await expect.poll(() => page.locator('nav a[aria-current="true"]:visible').innerText()).toBe('Skills');
    await page.getByRole('link', { name: 'FR – Français' }).click();
    await waitForPath(page, '/fr/');
    await expect.poll(() => new URL(page.url()).hash).toBe('#skills');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await page.locator('[data-island="site-nav"][data-hydrated="true"]').waitFor();
    await expect.poll(() => page.locator('nav a[aria-current="true"]:visible').innerText()).toBe('Compétences');
    await page.getByRole('link', { name: 'EN – English' }).click();
    await waitForPath(page, '/');
    await expect.poll(() => new URL(page.url()).hash).toBe('#skills');
    expectClean(opened);
    await opened.close();
  });

  it('is in the phone menu too', async () => {
    const opened = await openPage('/', { viewport: viewports.phone });
    const { page } = opened;
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Français' }).click();
    await waitForPath(page, '/fr/');
    await expect.poll(() => page.getByRole('button', { name: 'Menu' }).count()).toBe(1);
    await opened.close();
  });

  it('keeps the open project: the dialog offers it in the other language', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await scrollToSection(page, 'projects');
    const english = required(sampleLocalized.en?.projects.projects[0], 'English project');
    await page.getByRole('button', { name: `View Details: ${english.title}` }).click();
    await waitForPath(page, `/projects/${english.slug}/`);
    await page.getByRole('dialog').getByRole('link', { name: 'Français' }).click();
    await waitForPath(page, `/fr/projects/${english.slug}/`);
    await page.getByRole('dialog').getByRole('heading', { name: project.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${project.title} — ${french.profile.name}`);
    await opened.close();
  });

  it('remembers a choice made before the navigation’s code has arrived', async () => {
    const opened = await openPage(
      '/',
      {},
      { waitUntil: 'load', prepare: async (page) => void (await holdRequests(page, /\/assets\/islands-runtime-[\w-]+\.js$/)) },
    );
    const { page } = opened;
    expect(await page.locator('[data-island="site-nav"]').getAttribute('data-hydrated')).toBeNull();
    await page.getByRole('link', { name: 'FR – Français' }).click();
    await waitForPath(page, '/fr/');
    await page.goto(siteUrl('/'), { waitUntil: 'commit' });
    await waitForPath(page, '/fr/');
    await opened.close();
  });

  it('is remembered at the site’s root, and never redirects a first visit', async () => {
    // A browser that prefers French still gets what it asked for on its first visit.
    const first = await openPage('/', { locale: 'fr-FR' });
    expect(new URL(first.page.url()).pathname).toBe('/');
    expect(await first.page.locator('html').getAttribute('lang')).toBe('en');
    await first.page.getByRole('link', { name: 'FR – Français' }).click();
    await waitForPath(first.page, '/fr/');
    // Back at the root later: the choice holds. Any other address is served as asked.
    await first.page.goto(siteUrl('/'));
    await waitForPath(first.page, '/fr/');
    await first.page.goto(siteUrl(`/projects/${project.slug}/`));
    await expect.poll(() => first.page.locator('html').getAttribute('lang')).toBe('en');
    // Choosing English again is remembered too.
    await first.page.goto(siteUrl('/fr/'));
    await first.page.getByRole('link', { name: 'EN – English' }).click();
    await waitForPath(first.page, '/');
    await first.page.goto(siteUrl('/'));
    await expect.poll(() => first.page.locator('html').getAttribute('lang')).toBe('en');
    expectClean(first);
    await first.close();
  });
});
