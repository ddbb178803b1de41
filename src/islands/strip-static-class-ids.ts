/**
 * styled-components gives every element two classes: the one its rules are under, and its
 * component's id, which only matters to a rule that selects the component itself
 * (`${Card}:hover &`). Static HTML is never rendered again in the browser, so there the id is
 * bytes for nothing — some 0.4 kB of a page that must fit in one round trip. It is removed from
 * static HTML wherever no rule selects it; islands keep theirs, as their hydration expects them.
 *
 * The HTML is read by an HTML tokenizer (parse5's rewriting stream): only the start tags whose
 * class changes are written anew, every other byte passes through as React wrote it.
 */
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { MARKER_SELECTOR } from './prune-style-markers.ts';

/** The component ids (`s1wabah`) that some rule in the style tags selects, whatever shape the ids have. */
export function selectedComponentIds(styleTags: string, ids: ReadonlySet<string>): Set<string> {
  // The markers name every component; only a rule's selector counts.
  const rules = styleTags.replace(MARKER_SELECTOR, '');
  return new Set([...ids].filter((id) => new RegExp(`\\.${id.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(rules)));
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** `html` with the ids in `strip` removed from every class attribute outside islands (`[data-island]` elements). */
export async function stripClassIds(html: string, strip: ReadonlySet<string>): Promise<string> {
  if (strip.size === 0) return html;
  const rewriter = new RewritingStream();
  // Open elements inside the island being passed through; 0 outside islands.
  let islandDepth = 0;
  rewriter.on('startTag', (tag, raw) => {
    const opens = !tag.selfClosing && !VOID_ELEMENTS.has(tag.tagName);
    if (islandDepth > 0 || tag.attrs.some((attr) => attr.name === 'data-island')) {
      if (opens) islandDepth++;
      return rewriter.emitRaw(raw);
    }
    const attribute = tag.attrs.find((attr) => attr.name === 'class');
    const kept = attribute?.value.split(' ').filter((name) => !strip.has(name));
    if (!attribute || !kept || kept.length === attribute.value.split(' ').length) return rewriter.emitRaw(raw);
    if (kept.length) attribute.value = kept.join(' ');
    else tag.attrs = tag.attrs.filter((attr) => attr !== attribute);
    rewriter.emitStartTag(tag);
  });
  rewriter.on('endTag', (_tag, raw) => {
    if (islandDepth > 0) islandDepth--;
    rewriter.emitRaw(raw);
  });
  let out = '';
  rewriter.on('data', (chunk: string) => (out += chunk));
  const done = new Promise<void>((resolve, reject) => rewriter.on('end', resolve).on('error', reject));
  rewriter.end(html);
  await done;
  return out;
}
