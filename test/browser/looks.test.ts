/**
 * The sample site in each showcase look (scripts/look/showcase-looks.ts: a teal with Inter and
 * Fraunces, a pure yellow in Space Grotesk that starts dark, a near-black ink in the system's font):
 * axe finds nothing (colour contrast included) in light or dark, on the home page and a project
 * page, and the home page's first screen matches its visual baseline in each; the text is drawn in
 * the chosen families (the font Chromium draws with, from the DevTools protocol); nothing moves
 * when a web font arrives late.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOWCASE_LOOKS, type ShowcaseLook } from '../../scripts/look/showcase-looks.ts';
import { openPage, siteUrl, type OpenOptions } from '../support/browser.ts';
import { axeViolations, expectClean, nextFrames, revealAll } from '../support/page-helpers.ts';
import { nothingMoving } from '../support/page-motion.ts';
import { serveOnlyRoot404 } from '../support/root-404-host.ts';
import { sample } from '../support/sample-site.ts';
import { holdRequests } from './support/hold-requests.ts';
import { compareWithBaseline, hasBaselines, updating } from './support/visual-baseline.ts';

type Scheme = 'light' | 'dark';
const project = sample.projects.projects[0]!;
const FONT_FILES = /\/assets\/fonts\//;

/** A visitor who chose `scheme` with the toggle: it outweighs the look's own first scheme. */
const choosing =
  (scheme: Scheme): OpenOptions['prepare'] =>
  async (page) => {
    await page.addInitScript((s) => localStorage.setItem('color-scheme', s), scheme);
  };

/** The family Chromium draws most of an element's glyphs with (a local font's own name, or a web font's). */
async function drawnFamily(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
}

/** Marks the hero's name and bio, found as a visitor finds them, for the DevTools protocol's selectors. */
async function markHero(page: Page) {
  await page.getByRole('heading', { level: 1, name: sample.profile.name }).evaluate((el) => el.setAttribute('data-probe', 'name'));
  await page.getByText(sample.profile.bio).evaluate((el) => el.setAttribute('data-probe', 'bio'));
}

/** The families each look's name and bio are drawn in (a variable font's name is its default instance's: Space Grotesk Light). */
const families: Record<string, { name: RegExp; bio: RegExp } | undefined> = {
  teal: { name: /^Fraunces/, bio: /^Inter/ },
  yellow: { name: /^Space Grotesk/, bio: /^Space Grotesk/ },
};
/** The layout shift a late font may cause: none that Lighthouse or CrUX would show (they round to 0.00). */
const NO_SHIFT = 0.005;

describe.each(SHOWCASE_LOOKS.map((look) => [look.name, look] as const))('the %s look', (site, look: ShowcaseLook) => {
  const firstScheme = look.theme.scheme === 'dark' ? 'dark' : 'light';
  it.each(['light', 'dark'] as const)(
    'has no axe violation, colour contrast included, on the home page in %s (whose first screen looks as its baseline), and on a project page in its first scheme',
    async (scheme) => {
      const home = await openPage('/', { colorScheme: scheme, reducedMotion: 'reduce' }, { site, prepare: choosing(scheme) });
      expect(await home.page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      if (hasBaselines() || updating) {
        // Its fonts, which come after the first paint, have arrived and drawn.
        await home.page.waitForFunction(() => [...document.fonts].every((face) => face.status !== 'loading'));
        await home.page.evaluate(() => document.fonts.ready.then(() => undefined));
        const screenshot = await home.page.screenshot({ animations: 'disabled', caret: 'hide' });
        expect((await compareWithBaseline(`look-${site}-${scheme}`, screenshot)).problem).toBeUndefined();
      }
      await revealAll(home.page);
      expect(await axeViolations(home.page, ['color-contrast'])).toEqual([]);
      expectClean(home);
      // The dialog draws on the surfaces the home page's cards do: one scheme of it is enough.
      if (scheme !== firstScheme) return;
      const dialog = await openPage(`/projects/${project.slug}/`, { colorScheme: scheme }, { site, prepare: choosing(scheme) });
      // A modal once the entry has run (with no React): the page behind is inert from here.
      await dialog.page.locator('main[inert]').waitFor({ state: 'attached' });
      await nothingMoving(dialog.page);
      expect(await axeViolations(dialog.page, ['color-contrast'])).toEqual([]);
      expectClean(dialog);
    },
  );

  const expected = families[site];
  it(
    expected
      ? 'starts in its own scheme for a visitor who has not chosen one, and draws its text in the chosen families, fetched from the site itself after the first paint'
      : 'starts in its own scheme for a visitor who has not chosen one, and draws its text in the system’s font and fetches none',
    async () => {
      // A system in the light scheme: a look that starts dark starts dark all the same.
      const opened = await openPage('/', { colorScheme: 'light' }, { site });
      const { page } = opened;
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      // The dark scheme's page is near black, the light one's near white.
      const [red = 0] = (background.match(/\d+/g) ?? []).map(Number);
      expect(firstScheme === 'dark' ? red < 40 : red > 200, background).toBe(true);
      await markHero(page);
      const drawn = () => Promise.all([drawnFamily(page, '[data-probe="name"]'), drawnFamily(page, '[data-probe="bio"]')]);
      // Fonts requested after the first paint: nothing a browser has before it paints holds the largest text back.
      const timing = () =>
        page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          fonts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/assets/fonts/'))
            .map((entry) => entry.startTime),
        }));
      if (expected) {
        await expect.poll(drawn).toEqual([expect.stringMatching(expected.name), expect.stringMatching(expected.bio)]);
        const { paint, fonts } = await timing();
        expect(fonts.length).toBeGreaterThan(0);
        expect(Math.min(...fonts)).toBeGreaterThanOrEqual(paint);
      } else {
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect((await drawn()).some((family) => ['Fraunces', 'Inter', 'Space Grotesk'].some((web) => family?.startsWith(web)))).toBe(false);
        expect((await timing()).fonts).toEqual([]);
      }
      expectClean(opened);
    },
  );

  it.skipIf(!expected)('shows the French 404 page on a host that knows only the root one with the French fonts, after the first paint', async () => {
    const opened = await openPage('/fr/nulle-part/', {}, { site, prepare: (page) => serveOnlyRoot404(page, new URL(siteUrl('/', site)).origin) });
    const { page } = opened;
    expect(opened.status).toBe(404);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('heading', { level: 1 }).evaluate((el) => el.setAttribute('data-probe', 'name'));
    await expect.poll(() => drawnFamily(page, '[data-probe="name"]')).toMatch(expected?.name ?? /./);
    const { paint, fonts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/fonts/'))
        .map((entry) => [entry.name, entry.startTime] as const),
    }));
    expect(fonts.length).toBeGreaterThan(0);
    for (const [name, start] of fonts) {
      expect(name).toMatch(/-fr-/);
      expect(start).toBeGreaterThanOrEqual(paint);
    }
    // A 404 page logs the address it was asked for (the spec): only the requests are checked.
    expect(opened.thirdPartyRequests).toEqual([]);
  });

  it.skipIf(!expected).each([1280, 390])(
    'moves nothing when its fonts arrive late, at %i px: the text shows at once in the scaled fallback (CLS 0)',
    async (width) => {
      let held: Awaited<ReturnType<typeof holdRequests>> | undefined;
      const opened = await openPage(
        '/',
        { viewport: { width, height: 800 } },
        {
          site,
          waitUntil: 'domcontentloaded',
          prepare: async (page) => {
            held = await holdRequests(page, FONT_FILES);
            await page.addInitScript(() => {
              const shifts: number[] = [];
              Object.assign(window, { shifts });
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                  if (!entry.hadRecentInput) shifts.push(entry.value);
              }).observe({ type: 'layout-shift', buffered: true });
            });
          },
        },
      );
      const { page } = opened;
      await held?.requested;
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await markHero(page);
      // Before the font: the metric-matched fallback, a local font (Liberation Sans or Serif here, Arial or Times elsewhere).
      expect(await drawnFamily(page, '[data-probe="bio"]')).not.toMatch(expected?.bio ?? /./);
      // The font arrives once the page is styled and a frame of it is on screen in the fallback.
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-stylesheet'));
      await nextFrames(page);
      held?.release();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => drawnFamily(page, '[data-probe="bio"]')).toMatch(expected?.bio ?? /./);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(NO_SHIFT);
      expectClean(opened);
    },
  );
});
