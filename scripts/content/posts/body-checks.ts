/**
 * Checks a post's Markdown body as the build will publish it, each finding at its line in the
 * `.md`: a link to a page of the site that does not exist, an image that is not a file in public/
 * (or one from another site, which every visitor's browser would ask that site for), and a
 * heading that skips a level (the post's title is the page's h1, so its body starts at ##).
 * Links and images written in HTML (`<a href>`, `<img src alt>`) are checked as Markdown's are.
 */
import type { Heading, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { ImageFinding } from '../../images/check-image.ts';
import type { Position } from '../source-map.ts';
import { nearest } from '../did-you-mean.ts';
import { htmlReferences } from './body-html.ts';
import { parseBody } from './check-parser.ts';

export interface BodyFinding extends ImageFinding {
  at: Position;
}

/** What a body's links and images are checked against. */
export interface SiteAddresses {
  /** The site's address (https://example.com/): a link to it is a link inside the site. */
  siteUrl: string;
  /** Whether the site's pages are known (site.yaml and projects.yaml are valid): links are checked only then. */
  linksKnown: boolean;
  /** Every page and generated file of the published site, by path: `/`, `/fr/writing/`, `/rss.xml`. */
  pages: ReadonlySet<string>;
  /** The pages of draft posts, which are not published. */
  drafts: ReadonlySet<string>;
  /** Whether a path names a file in public/. */
  publicFile: (path: string) => boolean;
  /** What is wrong with an image in public/ (`/images/x.png`), said (`say` is called once per problem). */
  checkImage: (path: string, say: (message: string, hint: string | undefined, severity: ImageFinding['severity']) => void) => void;
}

export interface CheckedBody {
  findings: BodyFinding[];
  /** The body's text, for its reading time. */
  text: string;
  /** The images of public/ it shows, in order, for the image pipeline. */
  images: { src: string; at: Position }[];
  /** The languages of its code blocks. */
  codeLanguages: string[];
}


const IMAGE_NAME = /\.(svg|png|jpe?g|webp|avif)$/i;

/** How an image was written, for the hints' examples. */
interface Written {
  example: string;
  altHint: string;
}
const MARKDOWN: Written = {
  example: '![What it shows](/images/posts/chart.png)',
  altHint: 'say what it shows between the brackets: ![A chart of build times](…)',
};
const HTML: Written = {
  example: '<img src="/images/posts/chart.png" alt="What it shows">',
  altHint: 'say what it shows in its alt attribute: <img src="…" alt="A chart of build times">',
};

/** The path of a link inside the site, or undefined for one that leaves it (or a fragment, mail, phone). */
function sitePath(url: string, siteUrl: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (!/^https?:\/\//i.test(url)) return undefined;
  const site = new URL(siteUrl);
  const target = URL.canParse(url) ? new URL(url) : undefined;
  return target && target.host === site.host ? `${target.pathname}${target.search}${target.hash}` : undefined;
}

function pathOnly(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  try {
    return decodeURI(bare);
  } catch {
    return bare;
  }
}

export function checkPostBody(markdown: string, bodyLine: number, site: SiteAddresses): CheckedBody {
  const tree = parseBody(markdown);
  const findings: BodyFinding[] = [];
  const images: CheckedBody['images'] = [];
  const codeLanguages = new Set<string>();
  const inFile = (line: number, col: number): Position => ({ line: line + bodyLine - 1, col });
  const at = (node: Nodes): Position => inFile(node.position?.start.line ?? 1, node.position?.start.column ?? 1);
  const say = (where: Position, message: string, hint?: string, severity: ImageFinding['severity'] = 'error') => {
    findings.push({ at: where, message, hint, severity });
  };
  const pages = [...site.pages];
  let level = 1;

  const checkLink = (where: Position, url: string) => {
    if (/^\s*(javascript|vbscript|data):/i.test(url)) return say(where, `the link ${url.slice(0, 40)} runs code, and is removed from the page`, 'link to a page: https://… or /…');
    if (/^(https?:|mailto:|tel:|#)/i.test(url) && sitePath(url, site.siteUrl) === undefined) return;
    const path = sitePath(url, site.siteUrl);
    if (path === undefined)
      return say(where, `the link ${url} is relative to the post`, 'write it from the site’s root, for example /writing/another-post/ or /projects/my-app/');
    const target = pathOnly(path);
    if (!site.linksKnown || site.pages.has(target) || site.publicFile(target)) return;
    if (site.drafts.has(target)) return say(where, `the link ${target} is to a draft, which is not published`, 'publish that post (remove `draft: true`) or remove the link');
    if (site.pages.has(`${target}/`)) return say(where, `no page ${target}`, `did you mean ${target}/?`);
    const guess = nearest(target, pages);
    say(where, `no page ${target} on the site`, guess ? `did you mean ${guess}?` : 'link to a page of the site, or to a file in public/');
  };

  const checkImage = (where: Position, url: string, alt: string | null | undefined, written: Written) => {
    if (/^https?:\/\//i.test(url) && sitePath(url, site.siteUrl) === undefined)
      return say(
        where,
        `the image ${url} is on another site: every visitor’s browser would fetch it from there`,
        `save it in public/images/posts/ and write its path, for example ${written.example}`,
      );
    const path = sitePath(url, site.siteUrl);
    if (path === undefined || !IMAGE_NAME.test(pathOnly(path)))
      return say(where, `the image ${url} is not an image file in public/`, `write its path from public/, ending in .svg, .png, .jpg, .webp or .avif, for example ${written.example}`);
    const src = pathOnly(path);
    let missing = false;
    site.checkImage(src, (message, hint, severity) => {
      missing ||= severity === 'error';
      say(where, message, hint, severity);
    });
    if (!missing) images.push({ src, at: where });
    if (!alt?.trim()) say(where, 'this image has no text for screen readers', written.altHint, 'warning');
  };

  visit(tree, (node) => {
    if (node.type === 'heading') return checkHeading(node);
    if (node.type === 'link' || node.type === 'definition') checkLink(at(node), node.url);
    if (node.type === 'image') checkImage(at(node), node.url, node.alt, MARKDOWN);
    if (node.type === 'html')
      for (const found of htmlReferences(node, inFile))
        if (found.kind === 'link') checkLink(found.at, found.href);
        else checkImage(found.at, found.src, found.alt, HTML);
    if (node.type === 'code' && node.lang) codeLanguages.add(node.lang.toLowerCase());
  });

  function checkHeading(node: Heading) {
    const marks = '#'.repeat(node.depth);
    if (node.depth === 1) say(at(node), 'a post’s headings start at ## — its title is the page’s only # heading', `write ## ${toString(node)}`);
    else if (node.depth > level + 1) say(at(node), `the heading ${marks} skips a level after ${'#'.repeat(level)}`, `write ${'#'.repeat(level + 1)} ${toString(node)}`);
    level = Math.max(node.depth, 2);
  }

  return { findings, text: toString(tree), images, codeLanguages: [...codeLanguages] };
}
