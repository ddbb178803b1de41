/**
 * A post's body as it may be read away from the site (a feed reader, a mail): every address in it
 * made absolute. The page's HTML links `/writing/other/` and draws `/assets/x-480.avif`, which a
 * reader would resolve against its own address, or not at all.
 *
 * The HTML is read by an HTML tokenizer (parse5's rewriting stream), like the pages' own rewrite
 * (src/islands/strip-static-class-ids.ts): only the start tags with an address to change are
 * written anew, every other byte passes through.
 */
import { RewritingStream } from 'parse5-html-rewriting-stream';

/** Attributes whose value is one address, whatever the element (`<a href>`, `<img src>`, `<video poster>`, `<blockquote cite>`…). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'action', 'formaction', 'data', 'background', 'longdesc', 'xlink:href']);

/** Attributes whose value is a list of candidates, each an address and its descriptors (`/a-480.avif 480w, /a-960.avif 960w`). */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** An address with a scheme (`https:`, `mailto:`, `tel:`, `data:`) is one already. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * `url` against `base`, unless it is absolute already or only names a place in the same
 * document (`#intro`), which a reader finds in the content it shows.
 */
export function resolveUrl(url: string, base: string): string {
  const address = url.trim();
  if (!address || address.startsWith('#') || HAS_SCHEME.test(address)) return url;
  return new URL(address, base).href;
}

/**
 * A srcset with each candidate's address resolved, read as the HTML standard reads it: an address
 * runs to the next whitespace (it may hold a comma, as a data: address does, but not end with
 * one), its descriptors to the next comma.
 */
export function absoluteSrcset(srcset: string, base: string): string {
  const candidates: string[] = [];
  const candidate = /[\s,]*(\S+)([^,]*)/y;
  for (let match = candidate.exec(srcset); match; match = candidate.exec(srcset)) {
    const [, token = '', rest = ''] = match;
    // Commas ending the address end the candidate: `a.png, b.png 2x` is two candidates.
    const url = token.replace(/,+$/, '');
    const descriptors = url === token ? rest.trim() : '';
    if (url !== token) candidate.lastIndex -= rest.length;
    candidates.push(descriptors ? `${resolveUrl(url, base)} ${descriptors}` : resolveUrl(url, base));
  }
  return candidates.join(', ');
}

/** `html` with every address in it absolute, resolved against `base` (the address of the page it comes from). */
export async function absoluteUrls(html: string, base: string): Promise<string> {
  const rewriter = new RewritingStream();
  rewriter.on('startTag', (tag, raw) => {
    // SVG's `xlink:href` comes as `href` in the `xlink` prefix, which emitStartTag would leave out.
    const attributes = tag.attrs.map(({ prefix, name, value }) => ({ name: prefix ? `${prefix}:${name}` : name, value }));
    const resolved = attributes.map(({ name, value }) => ({
      name,
      value: URL_ATTRIBUTES.has(name) ? resolveUrl(value, base) : SRCSET_ATTRIBUTES.has(name) ? absoluteSrcset(value, base) : value,
    }));
    if (resolved.every((attribute, index) => attribute.value === attributes[index]?.value)) return rewriter.emitRaw(raw);
    rewriter.emitStartTag({ ...tag, attrs: resolved });
  });
  let out = '';
  rewriter.on('data', (chunk: string) => (out += chunk));
  const done = new Promise<void>((resolve, reject) => rewriter.on('end', resolve).on('error', reject));
  rewriter.end(html);
  await done;
  return out;
}
