/**
 * The pages a build wrote, found in its folder, each with its kind: what the budget and the
 * benchmark measure, one of each kind in each language. Read from `dist/` rather than from the
 * content so that either command can measure any build (`--dist`, `--compare`), and so that a
 * new kind of page is measured the day it is built, without a change here: a folder's own page,
 * the pages inside it and those a level deeper are three kinds (kindOf). Only pages not named
 * after their folder are named here: a post, in `writing/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SAXParser } from 'parse5-sax-parser';
import { ADMIN_PATH, postPath } from '../../src/lib/site-paths.ts';

export interface BuiltPage {
  /** The file, relative to the build's folder: `fr/projects/<slug>/index.html`. */
  file: string;
  /** The address a visitor opens: `/fr/projects/<slug>/`, `/404.html`. */
  url: string;
  /** The language folder the page is in: `''` for the default language, `fr`. */
  language: string;
  /** `home`, `404`, or what it is by where it is (kindOf): `projects`, `writing` (the list), `posts`, `tags`. */
  kind: string;
}

/** The editor's folder, which holds no page of the site: its page is the owner's, not a visitor's. */
const ADMIN_FOLDER = ADMIN_PATH.slice(1, -1);

/** What a page's `<html lang>` says, read no further than its first tag: a document's `<html>`, when it writes one, is that. */
function htmlLang(html: string): string | undefined {
  const parser = new SAXParser();
  let lang: string | undefined;
  parser.on('startTag', ({ tagName, attrs }) => {
    if (tagName === 'html') lang = attrs.find((attr) => attr.name === 'lang')?.value;
    parser.stop();
  });
  // The parser's events fire as it reads, within end(): `lang` is known when it returns.
  parser.end(html);
  return lang;
}

/** A top-level folder holds a language's pages when its own home page says it is in that language. */
function isLanguageFolder(dist: string, name: string): boolean {
  const home = path.join(dist, name, 'index.html');
  if (!fs.existsSync(home)) return false;
  const lang = htmlLang(fs.readFileSync(home, 'utf8'))?.toLowerCase();
  return lang === name.toLowerCase() || lang?.startsWith(`${name.toLowerCase()}-`) === true;
}

function htmlFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' || relative === ADMIN_FOLDER ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** Where a page is, as folders: `writing/tags/ai/index.html` is at `writing/tags/ai`, `cv.html` at `cv`, the home page at `''`. */
const placeOf = (file: string) => file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');

const parentOf = (place: string) => place.slice(0, Math.max(0, place.lastIndexOf('/')));
const nameOf = (place: string) => place.slice(place.lastIndexOf('/') + 1);

/** The folders a page is inside of: `writing/tags/ai` is in `writing/tags` and `writing`. */
function foldersOf(place: string): string[] {
  const folders: string[] = [];
  for (let folder = parentOf(place); folder; folder = parentOf(folder)) folders.push(folder);
  return folders;
}

/** The folders whose pages are named otherwise than by the folder: a post is in `writing/` (src/lib/site-paths.ts), whose own page is the list. */
const PAGES_IN: Readonly<Record<string, string>> = { [parentOf(postPath('x').slice(1, -1))]: 'posts' };

/** What the pages inside a folder are: `posts` in `writing`, otherwise named by the folder (`projects`, `tags`). */
const kindIn = (folder: string) => PAGES_IN[folder] ?? nameOf(folder);

/**
 * A page's kind, by where it is in its language: a page that holds other pages is its folder's own
 * page (`writing/`: `writing`); any other is named by the folder it is in (`projects/<slug>/`:
 * `projects`, `writing/tags/<tag>/`: `tags`, `writing/<slug>/`: `posts`), or by its own name at
 * the top (`cv/`: `cv`). A folder's own page whose name its pages have too is its `index`
 * (`projects/` beside `projects/<slug>/`: `projects index`), so the two are measured apart.
 */
function kindOf(place: string, holdsPages: boolean): string {
  if (place === '') return 'home';
  if (place === '404') return '404';
  if (holdsPages) return kindIn(place) === nameOf(place) ? `${nameOf(place)} index` : nameOf(place);
  const folder = parentOf(place);
  return folder ? kindIn(folder) : place;
}

/** Every HTML page of the build in `dist`, sorted: the default language's first; in each, home, each kind's pages together, then the 404. */
export function builtPages(dist: string): BuiltPage[] {
  const languages = new Set(
    fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isLanguageFolder(dist, entry.name))
      .map((entry) => entry.name),
  );
  const files = htmlFiles(dist);
  const holding = new Set(files.flatMap((file) => foldersOf(placeOf(file))));
  const placed = files.map((file) => {
    const [first = '', ...rest] = file.split('/');
    const language = rest.length > 0 && languages.has(first) ? first : '';
    const place = placeOf(file);
    const inLanguage = language ? place.slice(language.length + 1) : place;
    const url = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
    return { page: { file, url, language, kind: kindOf(inLanguage, holding.has(place)) }, inLanguage };
  });
  // The kinds in the order of their first page's address in any language (`projects/…`, `writing/`, `writing/<slug>/`, `writing/tags/…`).
  const firstOf = new Map<string, string>();
  for (const { page, inLanguage } of placed) {
    const known = firstOf.get(page.kind);
    if (known === undefined || inLanguage < known) firstOf.set(page.kind, inLanguage);
  }
  const rank = ({ language, kind, file }: BuiltPage) =>
    [language, kind === 'home' ? '' : kind === '404' ? '\uffff' : `~${firstOf.get(kind) ?? ''}`, file].join('\0');
  const pages = placed.map(({ page }) => page);
  return pages.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}

/** One page of each kind in each language (the first of its kind): what a benchmark needs to cover every page a visitor can land on. */
export function onePagePerKind(pages: readonly BuiltPage[]): BuiltPage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const key = `${page.language}\0${page.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How a page is named in a report: `home`, `fr home`, `projects page`, `fr posts page`, `writing page` (the list), `tags page`. */
export function pageLabel(page: BuiltPage): string {
  const kind = page.kind === 'home' || page.kind === '404' ? page.kind : `${page.kind} page`;
  return page.language ? `${page.language} ${kind}` : kind;
}
