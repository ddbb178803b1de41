/**
 * styled-components writes a marker after each component's rules in the prerendered <style>
 * (`data-styled.g12[id="sc-…"]{content:"…"}`), which its browser side reads to learn which
 * class names exist. Only components an island renders are ever styled in the browser; the
 * markers of the others are bytes to download and no-op rules to match, so they go. The last
 * marker always stays: the browser side files the rules before a marker under it, and would
 * drop rules after the last one.
 */
const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]\{content:"[^"]*"\}$/;

function parts(styleTags: string): { open: string; parts: string[]; close: string } {
  const start = styleTags.indexOf('>') + 1;
  const end = styleTags.lastIndexOf('</style>');
  if (start <= 0 || end < start || styleTags.indexOf('<style', 1) >= 0)
    throw new Error('expected exactly one <style> element from styled-components');
  return { open: styleTags.slice(0, start), parts: styleTags.slice(start, end).split(SPLITTER), close: styleTags.slice(end) };
}

/** The component ids that have a marker in a sheet's style tags. */
export function markedComponentIds(styleTags: string): Set<string> {
  if (!styleTags) return new Set();
  return new Set(parts(styleTags).parts.flatMap((part) => part.match(MARKER)?.[1] ?? []));
}

export function pruneStyleMarkers(styleTags: string, keep: ReadonlySet<string>): string {
  const { open, parts: all, close } = parts(styleTags);
  const last = all.findLastIndex((part) => MARKER.test(part));
  const kept = all.filter((part, i) => {
    const id = part.match(MARKER)?.[1];
    return id === undefined || keep.has(id) || i === last;
  });
  return `${open}${kept.join(SPLITTER)}${close}`;
}
