/**
 * Where the language switcher leads: the same page in another language, at the same place —
 * the section in view on the home page, the same project on a project's page.
 */
/** One of the site's other languages, as the switcher offers it. */
export interface LanguageChoice {
  /** Its language tag (`fr`). */
  tag: string;
  /** Its name in itself (`Français`). */
  name: string;
  /** The prefix of its addresses (`''` for the default language, `/fr`). */
  base: string;
}

/**
 * The address of the page at `pathname` (under the prefix `fromBase`) in the language whose prefix
 * is `toBase` — every page has the same path in every language, after its prefix; `section` is the
 * section in view, kept as the fragment on the home page.
 */
export function switchedPath(pathname: string, fromBase: string, toBase: string, section?: string): string {
  const inPrefix = fromBase && (pathname === fromBase || pathname.startsWith(`${fromBase}/`));
  const page = (inPrefix ? pathname.slice(fromBase.length) : pathname) || '/';
  return `${toBase}${page}${page === '/' && section ? `#${section}` : ''}`;
}
