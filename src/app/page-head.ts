/**
 * A page's <head> as data: one typed object per page, built from what the page says about itself
 * (page-meta.ts) and rendered once, by the build and the dev server alike
 * (scripts/pages/page-document.ts). Title, description, canonical address, its versions in the
 * site's other languages (hreflang, with x-default), Open Graph and Twitter share tags, icons, the
 * JSON Resume link, the JSON-LD (the owner's Person, or on a project's page a CreativeWork whose
 * author is that Person), and the preload of the image its first screen paints.
 */
import { HERO_END_ID } from '../lib/page-sections.ts';
import { absoluteUrl } from '../lib/site-paths.ts';
import { DEFAULT_LOOK, firstScheme, type Look } from '../theme/look.ts';
import { imagePreload, type ImagePreload } from './image-preload.ts';
import { jsonLd } from './json-ld.ts';
import type { PageMeta } from './page-meta.ts';

/** A `<meta>` element: `name=` (description, twitter:…) or `property=` (Open Graph). */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** A `<link>` element. */
export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
  type?: string;
  sizes?: string;
  title?: string;
  /**
   * Needed by no paint, yet requested by the browser as soon as it reads it (the icons, the web
   * manifest): the boot script adds it after the first paint, so it does not share the first round
   * trips with what the first screen needs. A browser without JavaScript reads it from a `<noscript>`.
   */
  afterPaint?: true;
}

export interface PageHead {
  /** `<html lang>`. */
  lang: string;
  title: string;
  /** Its canonical address, versions in other languages, icons, manifest and JSON Resume. */
  links: readonly HeadLink[];
  /** Its description and share tags. */
  meta: readonly HeadMeta[];
  /** The image its first screen paints (PageMeta's `firstImage`), requested ahead of everything else; none when it paints none (a 404 page, a home page without a portrait). */
  preload?: ImagePreload;
  /**
   * The element the first paint waits for (`<link rel="expect" blocking="render">`, Chromium 124+):
   * the end of the hero on a page that has one. A page paints as its HTML arrives; painted halfway
   * through the hero (more likely on a project page, whose dialog comes first), the rest of the hero
   * moved what was on screen when it arrived: on a phone the portrait, which comes after the text in
   * the HTML, goes above it. None on a 404 page.
   */
  paintsWith?: string;
  /** The owner's colour scheme for a visitor who has not chosen one (`<html data-theme>`); none when it is the system's. */
  scheme?: 'light' | 'dark';
  /**
   * The web fonts' faces, declared after the first paint (scripts/pages/first-screen-rules.ts says
   * why): in the page's stylesheet, which the boot script adds then, or, on a page that keeps all its
   * CSS inline, in what the boot script adds with the icons (scripts/pages/page-document.ts).
   */
  fontFaces?: Look['faces'];
  /** The page's schema.org description, written as JSON-LD. */
  jsonLd: Readonly<Record<string, unknown>>;
  /** The 404 pages its nearest-404 script may show instead of it (PageMeta's `otherNotFoundPages`); none on most pages. */
  notFoundPages?: readonly string[];
}

/** The share card's size: 1200×630, what Open Graph and Twitter's large card expect. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** og:locale wants language_TERRITORY: a tag's own region, or the likeliest one for a bare language (Intl: en → en_US, de → de_DE). */
export function ogLocale(tag: string): string {
  const locale = new Intl.Locale(tag);
  const region = locale.region ?? locale.maximize().region;
  return region ? `${locale.language}_${region}` : locale.language;
}

const name = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });
const property = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });

/** hreflang links for each language of the page, and x-default for the default language's. */
function alternateLinks(meta: PageMeta): HeadLink[] {
  const [first] = meta.alternates;
  if (!first) return [];
  const link = (hreflang: string, path: string): HeadLink => ({
    rel: 'alternate',
    hreflang,
    href: absoluteUrl(meta.owner.site.url, path),
  });
  return [...meta.alternates.map(({ language, path }) => link(language, path)), link('x-default', first.path)];
}

export interface HeadOptions {
  notFound?: boolean;
  /** The site's look in the page's language: its scheme, its accent (theme-color) and its fonts. */
  look?: Look;
}

export function pageHead(meta: PageMeta, { notFound = false, look = DEFAULT_LOOK }: HeadOptions = {}): PageHead {
  const { site, profile } = meta.owner;
  const url = absoluteUrl(site.url, meta.path);
  const image = absoluteUrl(site.url, meta.image.path);
  const others = meta.alternates.filter((alternate) => alternate.language !== meta.language);
  return {
    lang: meta.language,
    title: meta.title,
    links: [
      { rel: 'canonical', href: url },
      ...alternateLinks(meta),
      // Stands in until the icons below are added after the first paint: a page that names no icon has Chrome ask for /favicon.ico
      // as it loads, racing the first frame; this one asks for nothing.
      { rel: 'icon', href: 'data:,' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml', afterPaint: true },
      { rel: 'icon', href: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png', afterPaint: true },
      // Read only when the page is added to a home screen.
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest', afterPaint: true },
      { rel: 'alternate', type: 'application/json', href: `${meta.base}/resume.json`, title: 'CV (JSON Resume)' },
      ...meta.feeds.map((feed): HeadLink => ({ rel: 'alternate', ...feed })),
    ],
    meta: [
      name('description', meta.description),
      // A 404 page answers for any address: it is not a page of the site to list.
      ...(notFound ? [name('robots', 'noindex')] : []),
      // The browser's own bar, in the accent of the scheme a visitor first sees.
      name('theme-color', firstScheme(look).accent),
      name('author', profile.name),
      property('og:type', meta.work || meta.article ? 'article' : meta.hero ? 'profile' : 'website'),
      ...(meta.article
        ? [property('article:published_time', meta.article.datePublished), property('article:modified_time', meta.article.dateModified)]
        : []),
      property('og:site_name', profile.name),
      property('og:title', meta.title),
      property('og:description', meta.description),
      property('og:url', url),
      property('og:locale', ogLocale(meta.language)),
      ...others.map(({ language }) => property('og:locale:alternate', ogLocale(language))),
      property('og:image', image),
      property('og:image:width', String(SHARE_CARD.width)),
      property('og:image:height', String(SHARE_CARD.height)),
      property('og:image:alt', meta.image.alt),
      // X reads og:title, og:description and og:image where its own are absent: only what has no og: twin.
      name('twitter:card', 'summary_large_image'),
      name('twitter:image:alt', meta.image.alt),
    ],
    ...(look.scheme === 'system' ? {} : { scheme: look.scheme }),
    ...(look.faces.length ? { fontFaces: look.faces } : {}),
    jsonLd: jsonLd(meta),
    ...(meta.firstImage ? { preload: imagePreload(meta.firstImage) } : {}),
    ...(meta.hero ? { paintsWith: `#${HERO_END_ID}` } : {}),
    ...(meta.otherNotFoundPages.length ? { notFoundPages: meta.otherNotFoundPages } : {}),
  };
}
