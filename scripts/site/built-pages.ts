/**
 * The pages a build wrote, found in its folder, each with its kind: what the budget and the
 * benchmark measure, one of each kind in each language. Read from `dist/` rather than from the
 * content so that either command can measure any build (`--dist`, `--compare`), and so that a
 * new kind of page (a post, a tag) is measured the day it is built, without a change here.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltPage {
  /** The file, relative to the build's folder: `fr/projects/<slug>/index.html`. */
  file: string;
  /** The address a visitor opens: `/fr/projects/<slug>/`, `/404.html`. */
  url: string;
  /** The language folder the page is in: `''` for the default language, `fr`. */
  language: string;
  /** `home`, `404`, or the folder of its kind (`projects`, `posts`) for a page in one. */
  kind: string;
}

const HTML_LANG = /<html[^>]*\slang="([^"]+)"/;

/** A top-level folder holds a language's pages when its own home page says it is in that language. */
function isLanguageFolder(dist: string, name: string): boolean {
  const home = path.join(dist, name, 'index.html');
  if (!fs.existsSync(home)) return false;
  const lang = HTML_LANG.exec(fs.readFileSync(home, 'utf8').slice(0, 2000))?.[1]?.toLowerCase();
  return lang === name.toLowerCase() || lang?.startsWith(`${name.toLowerCase()}-`) === true;
}

function htmlFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

function kindOf(inLanguage: string): string {
  if (inLanguage === 'index.html') return 'home';
  if (inLanguage === '404.html') return '404';
  return inLanguage.split('/')[0] ?? inLanguage;
}

/** Every HTML page of the build in `dist`, sorted: the default language's first, home before the rest. */
export function builtPages(dist: string): BuiltPage[] {
  const languages = new Set(
    fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isLanguageFolder(dist, entry.name))
      .map((entry) => entry.name),
  );
  const pages = htmlFiles(dist).map((file): BuiltPage => {
    const [first = '', ...rest] = file.split('/');
    const language = rest.length > 0 && languages.has(first) ? first : '';
    const inLanguage = language ? rest.join('/') : file;
    const url = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
    return { file, url, language, kind: kindOf(inLanguage) };
  });
  const rank = (page: BuiltPage) => [page.language, page.kind === 'home' ? '' : page.kind === '404' ? '~' : page.kind, page.file].join('\0');
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

/** How a page is named in a report: `home`, `fr home`, `projects page`, `fr projects page`. */
export function pageLabel(page: BuiltPage): string {
  const kind = page.kind === 'home' || page.kind === '404' ? page.kind : `${page.kind} page`;
  return page.language ? `${page.language} ${kind}` : kind;
}
