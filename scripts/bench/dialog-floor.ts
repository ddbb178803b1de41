/**
 * The floor of a page whose first screen is a dialog with an image (a project page), or an article
 * with one (a post with a cover): a bare static page with the dialog's or the article's title, its
 * paragraphs and its first image — the very same `<img>` (or `<picture>`), so the same `srcset`,
 * `sizes`, `width` and `height` pick the same file — with no script and no other content. Its LCP
 * is the image's as fast as this machine can paint it, which a site page whose LCP is that image is
 * judged against ("LCP ≤ 1.3× the floor").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';
import { light } from '../../src/theme/color-schemes.ts';
import { escapeHtml } from '../pages/escape-html.ts';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

export interface DialogFloor {
  /** The floor's HTML. */
  html: string;
  /** The files its image names, as paths in the build's folder (`images/projects/a-480.webp`). */
  files: string[];
  /** Where the image is: `dialog`, `article`. */
  what: string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

// HTML's whitespace only: a no-break space stays one.
const squash = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ').trim();

/** The same-site files an image element and its `<source>`s name, resolved against the page's address. */
function namedFiles(image: Element, pageUrl: string): string[] {
  const base = new URL(pageUrl, 'http://floor.invalid');
  const refs = [image, ...elements(image)].flatMap((el) => [
    attr(el, 'src') ?? '',
    ...(attr(el, 'srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  ]);
  const files = refs
    .filter(Boolean)
    .map((ref) => new URL(ref, base))
    .filter((url) => url.origin === base.origin)
    .map((url) => decodeURIComponent(url.pathname).replace(/^\/+/, ''));
  return [...new Set(files)];
}

/** What a page's first screen is about: its dialog (a project page's), or else the article its `<h1>` heads (a post's). */
function firstScreenFrame(all: readonly Element[]): { frame: Element; what: string } | undefined {
  const dialog = all.find((el) => attr(el, 'role') === 'dialog');
  if (dialog) return { frame: dialog, what: 'dialog' };
  const article = all.find((el) => el.tagName === 'article' && [...elements(el)].some((inside) => inside.tagName === 'h1'));
  return article && { frame: article, what: 'article' };
}

/** The floor of a built page from its HTML, or undefined when the page has no dialog or article with an image. */
export function dialogFloorHtml(html: string, pageUrl: string): DialogFloor | undefined {
  const document = parse(html);
  const all = [...elements(document)];
  const found = firstScreenFrame(all);
  if (!found) return undefined;
  const { frame, what } = found;
  const inside = [...elements(frame)];
  // A lazy image is below the first screen (a post's body's): the LCP is not it.
  const img = inside.find((el) => el.tagName === 'img' && attr(el, 'loading') !== 'lazy');
  if (!img) return undefined;
  // A <picture>'s sources choose the file as much as the <img> does: copy them with it.
  const image = img.parentNode && isElement(img.parentNode) && img.parentNode.tagName === 'picture' ? img.parentNode : img;
  const labelledBy = attr(frame, 'aria-labelledby');
  const title = inside.find((el) => labelledBy !== undefined && attr(el, 'id') === labelledBy) ?? inside.find((el) => /^h[1-3]$/.test(el.tagName));
  // In document order, as the page shows them; a live region (a carousel's "1 / 3") is not the dialog's text.
  const parts: string[] = [];
  const paragraphs: string[] = [];
  (function walk(node: Node) {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if (!isElement(child)) continue;
      if (child === image) parts.push(serializeOuter(child));
      else if (child === title) parts.push(`<h1>${escapeHtml(squash(textOf(child)))}</h1>`);
      else if (child.tagName === 'p' && attr(child, 'aria-live') === undefined) {
        paragraphs.push(squash(textOf(child)));
        parts.push(`<p>${escapeHtml(squash(textOf(child)))}</p>`);
      } else walk(child);
    }
  })(frame);
  const htmlElement = all.find((el) => el.tagName === 'html');
  const lang = (htmlElement && attr(htmlElement, 'lang')) ?? 'en';
  const pageTitle = squash(textOf(all.find((el) => el.tagName === 'title') ?? title ?? frame));
  return {
    html: `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title><meta name="description" content="${escapeHtml(paragraphs[0] ?? pageTitle)}">
<style>body{margin:0;font-family:system-ui,sans-serif;background:${light.bg};color:${light.text}}main{padding:2.5rem 1rem 1rem;max-width:52rem;margin:auto}
img{display:block;width:100%;height:auto}h1{font-size:clamp(1.75rem,1.2rem + 2vw,2.5rem)}p{font-size:1.125rem}</style></head>
<body><main>${parts.join('\n')}</main></body></html>`,
    files: namedFiles(image, pageUrl),
    what,
  };
}

/**
 * Writes the floor of the built page `file` (served at `url`) into a new folder, at the page's own
 * address so that its image's addresses resolve as on the site, with a copy of the image files.
 * Returns the folder and the floor's file in it, or undefined when the page has no dialog or article with an image.
 */
export function dialogFloor(dist: string, file: string, url: string): { dir: string; file: string } | undefined {
  const floor = dialogFloorHtml(fs.readFileSync(path.join(dist, file), 'utf8'), url);
  if (!floor) return undefined;
  const missing = floor.files.find((named) => !fs.existsSync(path.join(dist, named)));
  if (missing) throw new Error(`${file} shows ${missing} in its ${floor.what}, but the build has no such file`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dialog-floor-'));
  const write = (to: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
    fs.writeFileSync(path.join(dir, to), data);
  };
  const page = path.posix.join(decodeURIComponent(new URL(url, 'http://floor.invalid').pathname), 'index.html').replace(/^\/+/, '');
  write(page, floor.html);
  for (const named of floor.files) write(named, fs.readFileSync(path.join(dist, named)));
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  return { dir, file: page };
}
