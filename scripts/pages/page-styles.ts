/**
 * A page's CSS, split so that its document arrives in the first round trip (ten TCP segments,
 * about 14.6 kB with the response's headers): the rules its first screen needs stay in the page
 * (first-screen-rules.ts); the others go into a hashed stylesheet (stylesheet-rules.ts), which
 * pages with the same components and the same first screen share, so a visitor's next page finds
 * it cached.
 *
 * The boot script adds the stylesheet once the first screen has painted, so nothing competes
 * with it, and until the stylesheet has applied (or failed) it keeps everything after the first
 * screen unseen: nothing shows unstyled, and nothing moves. Without JavaScript, a `<noscript>`
 * stylesheet styles the whole page before its first paint.
 *
 * In cascade order: the first screen's rules, in the page's order; the stylesheet, the other rules
 * in the page's order, with those of the first screen again wherever an earlier rule could
 * otherwise win over them, so the cascade is the one the whole CSS gives; then the rules
 * styled-components' browser side writes when islands render, after the stylesheet.
 *
 * A page without a hero (the 404 page) keeps its whole CSS inline.
 */
import { pruneStyleMarkers, STYLE_MARKER, STYLE_SPLITTER, styleTagParts } from '../../src/islands/prune-style-markers.ts';
import { firstScreenNeeds, firstScreenOf, isWebFontFace } from './first-screen-rules.ts';
import { stylesheetRules } from './stylesheet-rules.ts';

function withoutWebFontFaces(styleTags: string): string {
  if (!styleTags) return styleTags;
  const { open, parts, close } = styleTagParts(styleTags);
  return `${open}${parts.filter((part) => !isWebFontFace(part)).join(STYLE_SPLITTER)}${close}`;
}

export type PageStyles =
  /** Its whole CSS, as styled-components' tag. */
  | { whole: string }
  | {
      /** The first screen's rules, and the rules for while the stylesheet is pending (first-screen-rules.ts). */
      critical: string;
      /** The page's other rules, and those of its first screen that the cascade needs again after them. */
      stylesheet: string;
      /** The markers styled-components' browser side needs, as its tag ('' when it needs none). */
      markers: string;
    };

interface Marker {
  part: string;
  group: number;
  /** The component's id, then its class names. */
  names: string[];
}

function marker(part: string): Marker {
  const [, group = '0', id = '', names = ''] = part.match(STYLE_MARKER) ?? [];
  return { part, group: Number(group), names: [id, ...names.split(',').filter(Boolean)] };
}

/** The classes of each element of a page's HTML. React writes every attribute double-quoted, and escapes quotes in text. */
const elementClasses = (html: string): string[][] => [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, names]) => (names ?? '').split(/\s+/));

/**
 * The markers the browser side needs. Without its marker, a component an island renders has its
 * rules written again by the browser side, after the stylesheet, in the order of components. That
 * is harmless unless an element also has a class of a later component whose rules are not written
 * again (a static one, or one whose marker stays): the earlier rules would then come last and win.
 * So a marker stays only for such a component, found again until no element has that mix.
 */
function neededMarkers(parts: readonly string[], islandComponents: ReadonlySet<string>, elements: readonly string[][]): string[] {
  const markers = parts.map(marker);
  const byName = new Map(markers.flatMap((m) => m.names.map((name) => [name, m] as const)));
  const writtenAgain = new Set(markers.filter((m) => islandComponents.has(m.names[0] ?? '')));
  for (let changed = true; changed;) {
    changed = false;
    for (const classes of elements) {
      const on = [...new Set(classes.flatMap((name) => byName.get(name) ?? []))];
      const latestKept = Math.max(-1, ...on.filter((m) => !writtenAgain.has(m)).map((m) => m.group));
      for (const m of on)
        if (writtenAgain.has(m) && m.group < latestKept) {
          writtenAgain.delete(m);
          changed = true;
        }
    }
  }
  return markers.filter((m) => islandComponents.has(m.names[0] ?? '') && !writtenAgain.has(m)).map((m) => m.part);
}

/**
 * Splits styled-components' style tag of a page whose root holds `html` (in which islands render
 * `islandComponents`) into the rules its first screen needs, its stylesheet and the markers.
 */
export function pageStyles(styleTags: string, html: string, islandComponents: ReadonlySet<string>): PageStyles {
  const screen = styleTags ? firstScreenOf(html) : undefined;
  // A page without a hero keeps its CSS inline but for its web fonts' faces, which it declares after its first paint (page-head.ts).
  const whole = () => ({ whole: styleTags && pruneStyleMarkers(withoutWebFontFaces(styleTags), islandComponents) });
  if (!screen) return whole();
  const { open, parts, close } = styleTagParts(styleTags);
  const rules = parts.filter((part) => part.trim() && !STYLE_MARKER.test(part));
  const inPage = new Set(rules.flatMap((rule, index) => (firstScreenNeeds(rule, screen.classes) ? [index] : [])));
  if (inPage.size === rules.length) return whole();
  const markers = neededMarkers(
    parts.filter((part) => STYLE_MARKER.test(part)),
    islandComponents,
    elementClasses(html),
  );
  return {
    critical: rules.filter((_, index) => inPage.has(index)).join('') + screen.whilePending,
    stylesheet: stylesheetRules(rules, inPage, html).join('\n'),
    markers: markers.length ? `${open}${markers.join(STYLE_SPLITTER)}${close}` : '',
  };
}
