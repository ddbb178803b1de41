/**
 * What a visitor's browser fetches on first load of a prerendered page, read from its HTML: the
 * document, the entry the boot script loads after the first paint, the islands that hydrate
 * without any interaction (strategy `load` or `idle`), stylesheets, icons (and the icon sprite)
 * and eager images; and the page's language, whose dictionary the first island loads.
 * Islands that wait to be scrolled near (`visible`) load on demand and are listed apart.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { UI_TEXTS_ID } from '../../src/i18n/ui-languages.ts';
import { STYLE_TAG_ATTRIBUTE } from '../../src/islands/prune-style-markers.ts';
import { attribute, elements, textOf } from './html-elements.ts';

type Element = DefaultTreeAdapterTypes.Element;

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
 * An attribute's value, copied out of the page: V8 may keep a piece of a string as a view into the
 * whole, and the budget keeps these values for every page of a site, some of them megabytes long;
 * the copy holds its own few bytes whatever parse5 built the value from.
 */
function attr(element: Element, name: string): string | undefined {
  const value = attribute(element, name);
  return value === undefined ? undefined : Buffer.from(value).toString();
}

/**
 * What a `<noscript>` holds is for a browser without JavaScript: the stylesheet it links to is the
 * boot script's. The boot script adds what a `<noscript data-after-paint>` holds: that counts.
 */
const withoutScript = (element: Element) => element.tagName === 'noscript' && element.attrs.length === 0;

/** A prerendered style element with CSS in it: styled-components' (`data-styled`) or the first screen's. */
const isInlineCss = (element: Element) =>
  element.tagName === 'style' &&
  (attribute(element, STYLE_TAG_ATTRIBUTE) === 'true' || attribute(element, 'data-first-screen') !== undefined) &&
  textOf(element) !== '';

export function firstLoad(html: string): FirstLoad {
  const stylesheets: string[] = [];
  const images: string[] = [];
  const islands: FirstLoad['islands'] = [];
  let entry: string | undefined;
  let laterStylesheet: string | undefined;
  let language: string | undefined;
  let inlineCss = false;
  let ownWords = false;
  // Parsed without scripting, so that a <noscript>'s content is elements (with it, one text) that the walk can leave out or read.
  for (const element of elements(parse(html, { scriptingEnabled: false }), withoutScript)) {
    inlineCss ||= isInlineCss(element);
    ownWords ||= attribute(element, 'id') === UI_TEXTS_ID;
    switch (element.tagName) {
      case 'html':
        language = attr(element, 'lang');
        break;
      case 'script':
        entry ??= attr(element, 'data-entry');
        laterStylesheet ??= attr(element, 'data-stylesheet');
        break;
      case 'div': {
        language = attr(element, 'data-ui') ?? language;
        const name = attr(element, 'data-island');
        if (name) islands.push({ name, hydrate: attr(element, 'data-hydrate') ?? 'load' });
        break;
      }
      case 'link': {
        const rel = attribute(element, 'rel');
        const href = attr(element, 'href');
        // A data: address asks for nothing (the empty icon that stands in until the page's own arrive).
        if (!href || href.startsWith('data:')) break;
        if (rel === 'stylesheet') stylesheets.push(href);
        else if (rel === 'icon' || rel === 'preload') images.push(href);
        break;
      }
      case 'use': {
        const sprite = attr(element, 'href')?.split('#')[0];
        if (sprite) images.push(sprite);
        break;
      }
      case 'img': {
        const src = attribute(element, 'loading') === 'lazy' ? undefined : attr(element, 'src');
        if (src) images.push(src);
        break;
      }
    }
  }
  return { entry, islands, stylesheets, laterStylesheet, images: [...new Set(images)], language, ownWords, inlineCss };
}
