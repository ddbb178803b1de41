/**
 * The one module that reads styled-components' server-side format (it has no public API for it:
 * its `ServerStyleSheet` gives the whole tag, and the browser side reads the markers back), so an
 * upgrade that changes the format is met here and in this module's tests, which render real
 * styled-components output. The rest of the code (strip-static-class-ids.ts, page-styles.ts, the
 * build's tests) uses what this module exports.
 *
 * styled-components writes a marker after each component's rules in the prerendered <style>
 * (`data-styled.g12[id="sc-…"]{content:"…"}`), which its browser side reads to learn which
 * class names exist. Only components an island renders are ever styled in the browser; the
 * markers of the others are bytes to download and no-op rules to match, so they go. The last
 * marker always stays: the browser side files the rules before a marker under it, and would
 * drop rules after the last one.
 */
export const STYLE_SPLITTER = '/*!sc*/\n';
/** A marker: its group (the component's place in the order of components), the component's id, and its class names (`a,b,`). */
export const STYLE_MARKER = /^data-styled\.g(\d+)\[id="([^"]+)"\]\{content:"([^"]*)"\}$/;

/** The selector of every marker in a sheet's text: what is left once they are removed is the rules' own selectors. */
export const MARKER_SELECTOR = /data-styled\.g\d+\[id="[^"]+"\]/g;

/** The style tag's attribute: `data-styled="true"` on the prerendered tag, `"active"` on the browser side's own. */
export const STYLE_TAG_ATTRIBUTE = 'data-styled';

/** The one style tag styled-components writes, as its opening tag, its parts (rules and markers) and its closing tag. */
export function styleTagParts(styleTags: string): { open: string; parts: string[]; close: string } {
  const start = styleTags.indexOf('>') + 1;
  const end = styleTags.lastIndexOf('</style>');
  if (start <= 0 || end < start || styleTags.indexOf('<style', 1) >= 0)
    throw new Error('expected exactly one <style> element from styled-components');
  return { open: styleTags.slice(0, start), parts: styleTags.slice(start, end).split(STYLE_SPLITTER), close: styleTags.slice(end) };
}

/** The component ids that have a marker in a sheet's style tags. */
export function markedComponentIds(styleTags: string): Set<string> {
  if (!styleTags) return new Set();
  return new Set(styleTagParts(styleTags).parts.flatMap((part) => part.match(STYLE_MARKER)?.[2] ?? []));
}

export function pruneStyleMarkers(styleTags: string, keep: ReadonlySet<string>): string {
  const { open, parts: all, close } = styleTagParts(styleTags);
  const last = all.findLastIndex((part) => STYLE_MARKER.test(part));
  const kept = all.filter((part, i) => {
    const id = part.match(STYLE_MARKER)?.[2];
    return id === undefined || keep.has(id) || i === last;
  });
  return `${open}${kept.join(STYLE_SPLITTER)}${close}`;
}
