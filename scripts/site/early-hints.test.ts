import { describe, expect, it } from 'vitest';
import { render } from '../../src/app/entry-server.tsx';
import { imageKey } from '../../src/lib/responsive-image.ts';
import { responsiveImage } from '../../test/support/responsive-image.ts';
import { sampleSite } from '../../test/support/sample-site.ts';
import { headersFile, parseHeadersFile, SITE_WIDE_RULES } from '../security-headers.ts';
import { earlyHintRules, HEADERS_FILE_LIMITS, pagePreloads, preloadHeader } from './early-hints.ts';
import type { DescribedImage } from '../images/build-image.ts';
import type { SlotName } from '../images/image-slots.ts';
import { contentIn, siteData, type Site } from './site.ts';

const portrait = responsiveImage('owner', [128, 256, 640], 256, '(max-width: 643px) 121px, 296px');

/** The sample site with a portrait in every language, described as the image step would. */
async function withPortrait(): Promise<Site> {
  const site = await sampleSite();
  const photo = '/images/owner.jpg';
  const described: DescribedImage & { slot: SlotName } = {
    image: portrait,
    variants: [],
    source: { file: '', hash: '', header: { format: 'jpeg', width: 640, height: 640, bytes: 1 } },
    slot: 'portrait',
  };
  return {
    ...site,
    localized: new Map([...site.localized].map(([language, content]) => [language, { ...content, profile: { ...content.profile, photo } }])),
    images: new Map([...site.images, [imageKey('portrait', photo), described]]),
  };
}

describe('preloadHeader', () => {
  it('writes the preload of one file as a Link header: its address in <>, then HTML’s parameters', () => {
    expect(preloadHeader({ href: '/images/shot.svg' })).toBe('</images/shot.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('keeps the address one URI: spaces, angle brackets and non-ASCII letters percent-encoded', () => {
    expect(preloadHeader({ href: '/images/été <1>.svg' })).toBe('</images/%C3%A9t%C3%A9%20%3C1%3E.svg>; rel=preload; as=image; fetchpriority=high');
  });
});

describe('pagePreloads', () => {
  it('gives each page the preload its own head has — the home pages’ portrait first, then each project page’s first dialog image and each post’s cover', async () => {
    const site = await withPortrait();
    const preloads = pagePreloads(site);
    const homes = site.languages.map((language, i) => (i === 0 ? '/' : `/${language}/`));
    expect(preloads.slice(0, homes.length).map((p) => p.path)).toEqual(homes);
    const withImages = (site.localized.get(site.languages[0] ?? '')?.projects.projects ?? []).filter((p) => p.images.length > 0);
    const covers = site.languages.flatMap((language) => contentIn(site, language).posts.filter((p) => p.language === language && p.cover));
    expect(preloads).toHaveLength(site.languages.length * (1 + withImages.length) + covers.length);
    expect(covers.length).toBeGreaterThan(0);
    // One source: what _headers says of a page is what that page's own <head> preloads (a home page and a project page in each language).
    const data = siteData(site);
    const pages = site.languages.flatMap((_, i) => [preloads[i], preloads.find((p) => p.path.startsWith(`${homes[i]}projects/`))]);
    for (const page of pages) expect(page?.preload, page?.path).toEqual((await render(page?.path ?? '', data)).head.preload);
  }, 30_000);

  it('leaves out the home pages of a site without a portrait, and every 404 page', async () => {
    const paths = pagePreloads(await sampleSite()).map((p) => p.path);
    expect(paths.every((path) => /\/(projects|writing)\/[^/]+\/$/.test(path))).toBe(true);
  });
});

describe('earlyHintRules', () => {
  it('writes one rule per page whose image is one file, for its exact path, that reads back from _headers with the site-wide rules untouched', async () => {
    const preloads = pagePreloads(await withPortrait());
    const files = preloads.flatMap(({ path, preload }) => ('href' in preload ? [{ path, preload }] : []));
    const { rules, left } = earlyHintRules(preloads, HEADERS_FILE_LIMITS.rules - SITE_WIDE_RULES);
    expect(left).toBe(0);
    expect(rules.map((rule) => rule.path)).toEqual(files.map((file) => file.path));
    const parsed = parseHeadersFile(headersFile({ emailOrigin: 'https://mail.example' }, rules));
    expect(parsed).toHaveLength(SITE_WIDE_RULES + files.length);
    expect(parsed.slice(0, SITE_WIDE_RULES).map((rule) => rule.headers.Link)).toEqual([undefined, undefined]);
    const [first] = files;
    if (!first) throw new Error('no project page preloads one file');
    const rule = parsed.find((r) => r.headers.Link && r.pattern.test(first.path));
    expect(rule?.headers.Link).toBe(preloadHeader(first.preload));
    expect(rule?.pattern.test(`${first.path}x`)).toBe(false);
    expect(parsed.filter((r) => r.headers.Link && (r.pattern.test('/') || r.pattern.test('/404.html')))).toEqual([]);
  });

  it('gives a responsive image no header: one address cannot be every screen’s candidate', () => {
    const preload = { srcset: portrait.sources[0]?.srcset ?? '', sizes: portrait.sizes, type: 'image/avif' };
    expect(earlyHintRules([{ path: '/', preload }], 98)).toEqual({ rules: [], left: 0 });
  });

  it('keeps within what Cloudflare Pages reads: the rules past the room left out (home pages first), a line over 2,000 characters dropped', () => {
    const preloads = Array.from({ length: 120 }, (_, i) => ({ path: `/p${i}/`, preload: { href: `/i${i}.svg` } }));
    const { rules, left } = earlyHintRules(preloads, 98);
    expect(rules).toHaveLength(98);
    expect(rules[0]?.path).toBe('/p0/');
    expect(left).toBe(22);
    const long = earlyHintRules([{ path: '/', preload: { href: `/${'a'.repeat(2000)}.svg` } }], 98);
    expect(long).toEqual({ rules: [], left: 1 });
  });
});
