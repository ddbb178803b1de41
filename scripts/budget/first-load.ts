/**
 * What a visitor's browser fetches on first load of a prerendered page, read from its HTML: the
 * document, the entry the boot script loads after the first paint, the islands that hydrate
 * without any interaction (strategy `load` or `idle`), stylesheets, icons (and the icon sprite)
 * and eager images; and the page's language, whose dictionary the first island loads.
 * Islands that wait to be scrolled near (`visible`) load on demand and are listed apart.
 */
import { UI_TEXTS_ID } from '../../src/i18n/ui-languages.ts';

export interface FirstLoad {
  /** The island loader, from the boot script's data-entry. */
  entry: string | undefined;
  /** Islands by name, with their strategy. */
  islands: { name: string; hydrate: string }[];
  /** Stylesheets the page links to: they block its first paint. */
  stylesheets: string[];
  /** The stylesheet the boot script adds after the first paint (its `data-stylesheet`), which a `<noscript>` links to for a browser without JavaScript. */
  laterStylesheet: string | undefined;
  images: string[];
  /** Whether the page's CSS, or its first screen's, is inlined (a prerendered style tag). */
  inlineCss: boolean;
  /**
   * The interface dictionary the islands load with the first of them: `<html lang>`'s, or the one
   * a language of YAML alone names on #root (`data-ui`).
   */
  language: string | undefined;
  /** Whether the page carries the owner's own island words (#ui-texts): their code loads with the dictionary. */
  ownWords: boolean;
}

export const EAGER_STRATEGIES = ['load', 'idle'];

/**
 * An attribute's value, copied out of the page: V8 keeps a piece of a string as a view into the
 * whole, and the budget keeps these values for every page of a site, some of them megabytes long.
 */
function attr(tag: string, name: string): string | undefined {
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : Buffer.from(value).toString();
}

export function firstLoad(html: string): FirstLoad {
  const stylesheets: string[] = [];
  const images: string[] = [];
  let entry: string | undefined;
  let laterStylesheet: string | undefined;
  const islands: FirstLoad['islands'] = [];
  let language = attr(html.match(/<html\b[^>]*>/)?.[0] ?? '', 'lang');
  // What a <noscript> holds is for a browser without JavaScript: the stylesheet it links to is the
  // boot script's. The boot script adds what a <noscript data-after-paint> holds: that counts.
  const withScript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  for (const tag of withScript.match(/<(script|link|img|source|div|use)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script')) {
      entry ??= attr(tag, 'data-entry');
      laterStylesheet ??= attr(tag, 'data-stylesheet');
    } else if (tag.startsWith('<div')) {
      language = attr(tag, 'data-ui') ?? language;
      const name = attr(tag, 'data-island');
      if (name) islands.push({ name, hydrate: attr(tag, 'data-hydrate') ?? 'load' });
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      // A data: address asks for nothing (the empty icon that stands in until the page's own arrive).
      if (!href || href.startsWith('data:')) continue;
      if (rel === 'stylesheet') stylesheets.push(href);
      else if (rel === 'icon' || rel === 'preload') images.push(href);
    } else if (tag.startsWith('<use')) {
      const sprite = attr(tag, 'href')?.split('#')[0];
      if (sprite) images.push(sprite);
    } else if (tag.startsWith('<img') && !/\sloading="lazy"/.test(tag)) {
      const src = attr(tag, 'src');
      if (src) images.push(src);
    }
  }
  return {
    entry,
    islands,
    stylesheets,
    laterStylesheet,
    images: [...new Set(images)],
    language,
    ownWords: html.includes(`id="${UI_TEXTS_ID}"`),
    inlineCss: /<style data-(styled="true"|first-screen)[^>]*>[^<]+<\/style>/.test(html),
  };
}
