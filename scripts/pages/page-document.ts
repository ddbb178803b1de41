/**
 * A page's whole HTML document, written once from typed parts: its <head> (src/app/page-head.ts),
 * led by the preload of the image its first screen paints, the CSS its first screen needs (the
 * rest in the hashed stylesheet page-styles.ts makes, which the page names), the boot script that
 * adds that stylesheet, the icons and the manifest and loads the entry after the first paint, the
 * prerendered body, and the islands' props — those of islands that wait to be scrolled near go
 * into a hashed JSON file the page names, fetched with their code.
 */
import { createHash } from 'node:crypto';
import type { RenderedPage } from '../../src/app/entry-server.tsx';
import type { ImagePreload } from '../../src/app/image-preload.ts';
import type { HeadLink, HeadMeta, PageHead } from '../../src/app/page-head.ts';
import { ISLAND_PROPS_ID } from '../../src/islands/island-props.ts';
import { webFace } from '../../src/theme/look-style.ts';
import { UI_TEXTS_ID, uiLanguage } from '../../src/i18n/ui-languages.ts';
import type { PageAnalytics } from '../../src/analytics/page-analytics.ts';
import { scriptJson } from '../../src/lib/script-json.ts';
import { contentSecurityPolicy, type SecurityPolicy } from '../security-headers.ts';
import { escapeHtml } from './escape-html.ts';
import type { AnalyticsScript } from '../analytics/analytics-script.ts';
import { BOOT_SCRIPT, NEAREST_NOT_FOUND_SCRIPT, type InlineScript } from './inline-scripts.ts';
import { pageStyles } from './page-styles.ts';

export interface DocumentOptions {
  /** The island loader's URL, which the boot script loads: `/assets/index-….js`, or `/app/entry-client.ts` in dev. */
  entry: string;
  /** The site's security policy: each page of the build carries it as a `<meta>` that allows that page's own inline scripts (the dev server's pages carry none). */
  policy?: Omit<SecurityPolicy, 'scriptHashes'>;
  /** The analytics provider's script: each page carries its settings as data, for the loader the entry imports (src/analytics/load-provider.ts). */
  analytics?: AnalyticsScript;
}

export interface PageDocument {
  html: string;
  /** Files the page refers to, by path: the deferred island props. */
  alongside: Map<string, string>;
}

function attributes(pairs: Record<string, string | undefined>): string {
  return Object.entries(pairs)
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

const metaTag = ({ attribute, key, content }: HeadMeta) => `<meta${attributes({ [attribute]: key, content })} />`;
const linkTag = ({ rel, hreflang, type, href, sizes, title }: HeadLink) => `<link${attributes({ rel, hreflang, type, href, sizes, title })} />`;

/**
 * The head's links, and what no paint needs in a `<noscript data-after-paint>`, which the boot
 * script adds after the first paint (a browser without JavaScript reads it as it is): on a page
 * without a stylesheet, the web fonts' faces first (the others have them in their stylesheet), then
 * the icons and the manifest.
 */
function linkTags(head: PageHead, hasStylesheet: boolean): string[] {
  const faces = head.fontFaces && !hasStylesheet ? [`<style>${head.fontFaces.map(webFace).join('')}</style>`] : [];
  const later = [...faces, ...head.links.filter((link) => link.afterPaint).map(linkTag)];
  const now = head.links.filter((link) => !link.afterPaint).map(linkTag);
  return later.length ? [...now, `<noscript data-after-paint>${later.join('')}</noscript>`] : now;
}

/**
 * The first screen's image, at high priority: its one file, or its candidates. A srcset goes
 * without an address: a browser that reads imagesrcset would ignore it, and one that does not
 * (Safari before 17.2) would fetch a candidate its <picture> may not pick.
 */
const preloadTag = (preload: ImagePreload) => {
  const target = 'href' in preload ? { href: preload.href } : { type: preload.type, imagesrcset: preload.srcset, imagesizes: preload.sizes };
  return `<link${attributes({ rel: 'preload', as: 'image', ...target, fetchpriority: 'high' })} />`;
};

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The page's island props script, and the file with the props of islands that wait to be seen. */
function islandProps({ inline, deferred }: RenderedPage['islands']): { script?: string; alongside: Map<string, string> } {
  const alongside = new Map<string, string>();
  if (!Object.keys(inline).length && !Object.keys(deferred).length) return { alongside };
  let url: string | undefined;
  if (Object.keys(deferred).length) {
    const json = scriptJson(deferred);
    url = `/assets/island-props-${shortHash(json)}.json`;
    alongside.set(url, json);
  }
  const script = `<script${attributes({ type: 'application/json', id: ISLAND_PROPS_ID, 'data-deferred': url })}>${scriptJson(inline)}</script>`;
  return { script, alongside };
}

/** The page's CSS in its head (page-styles.ts), and the address of its stylesheet when it has one, which `alongside` gets. */
function styleElements(page: RenderedPage, alongside: Map<string, string>): { tags: string[]; stylesheet?: string } {
  const styles = pageStyles(page.styles, page.html, page.islandComponents);
  if ('whole' in styles) return { tags: styles.whole ? [styles.whole] : [] };
  const href = `/assets/styles-${shortHash(styles.stylesheet)}.css`;
  alongside.set(href, styles.stylesheet);
  const tags = [`<style data-first-screen>${styles.critical}</style>`, `<noscript>${linkTag({ rel: 'stylesheet', href })}</noscript>`];
  return { tags: styles.markers ? [...tags, styles.markers] : tags, stylesheet: href };
}

/** The page's inline scripts, each with the data it reads from its own attributes. */
interface PlacedScript {
  script: InlineScript;
  data: Record<string, string>;
}

function inlineScripts(head: PageHead, entry: string, stylesheet: string | undefined): PlacedScript[] {
  const scripts: PlacedScript[] = [{ script: BOOT_SCRIPT, data: { 'data-entry': entry, ...(stylesheet ? { 'data-stylesheet': stylesheet } : {}) } }];
  if (head.notFoundPages) scripts.push({ script: NEAREST_NOT_FOUND_SCRIPT, data: { 'data-pages': head.notFoundPages.join(' ') } });
  return scripts;
}

/** The provider's settings as a data block (src/analytics/page-analytics.ts), after everything the page shows. */
function analyticsBlock({ provider, src, attributes: tag, host }: AnalyticsScript): string {
  const settings: PageAnalytics = { src, attributes: tag, host };
  return `<script${attributes({ type: 'application/json', 'data-analytics': provider })}>${scriptJson(settings)}</script>`;
}

function headHtml(head: PageHead, { entry, policy }: DocumentOptions, styles: ReturnType<typeof styleElements>): string[] {
  const scripts = inlineScripts(head, entry, styles.stylesheet);
  const csp = policy && contentSecurityPolicy({ ...policy, scriptHashes: scripts.map(({ script }) => script.hash), forMeta: true });
  return [
    '<meta charset="UTF-8" />',
    ...(csp ? [`<meta${attributes({ 'http-equiv': 'Content-Security-Policy', content: csp })} />`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    // As early as the document allows: after the policy (a request before it would escape it) and the viewport (imagesizes reads it).
    ...(head.preload ? [preloadTag(head.preload)] : []),
    ...(head.paintsWith ? [`<link${attributes({ rel: 'expect', href: head.paintsWith, blocking: 'render' })} />`] : []),
    `<title>${escapeHtml(head.title)}</title>`,
    ...linkTags(head, styles.stylesheet !== undefined),
    // Before anything paints (they set the colour scheme, and the language of a 404 page), after the hreflang links (the boot script reads them).
    ...scripts.map(({ script, data }) => `<script${attributes(data)}>${script.code}</script>`),
    ...head.meta.map(metaTag),
    `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
    ...styles.tags,
  ];
}

export function pageDocument(page: RenderedPage, options: DocumentOptions): PageDocument {
  const props = islandProps(page.islands);
  const styles = styleElements(page, props.alongside);
  // A language of YAML alone names the dictionary its words start from; the owner's island words come as data.
  const ownDictionary = page.ui.language === uiLanguage(page.head.lang) ? undefined : page.ui.language;
  const root = `<div${attributes({ id: 'root', 'data-page': page.page, 'data-base': page.base || undefined, 'data-ui': ownDictionary })}>${page.html}</div>`;
  const uiTexts = Object.keys(page.ui.overrides).length
    ? `<script${attributes({ type: 'application/json', id: UI_TEXTS_ID })}>${scriptJson(page.ui.overrides)}</script>`
    : undefined;
  // One element a line, not indented: every byte counts in a page that must arrive in one round trip.
  const html = [
    '<!doctype html>',
    `<html${attributes({ lang: page.head.lang, 'data-theme': page.head.scheme })}>`,
    '<head>',
    ...headHtml(page.head, options, styles),
    '</head>',
    '<body>',
    root,
    ...(props.script ? [props.script] : []),
    ...(uiTexts ? [uiTexts] : []),
    ...(options.analytics ? [analyticsBlock(options.analytics)] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { html, alongside: props.alongside };
}
