/**
 * What one sitting of the benchmark audits: pages of one or more builds, each named for the report
 * and judged against a floor, and the floors themselves.
 */
import { onePagePerKind, pageLabel, type BuiltPage } from '../site/built-pages.ts';

export interface Target {
  /** How the report names it: `home`, `compare fr home`, `photos projects page`, `hero floor`. */
  label: string;
  /** The folder served, and the address audited in it. */
  dir: string;
  url: string;
  /** The file that must answer at that address, relative to `dir`, and with what status. */
  file: string;
  status: 200 | 404;
  /**
   * The host name the browser asks for it by, when not this machine's address: a site with
   * analytics runs its provider's script only at its own host (the benchmark's browser maps that
   * name to this machine).
   */
  host?: string;
  /** The label of the floor it is judged against, and the page's label in its build (`fr home`, the same in every build); none for a floor. */
  floor?: string;
  page?: string;
}

export const HERO_FLOOR = 'hero floor';

/**
 * Where a visitor meets the page: its own address, except a 404 page, which nobody opens by name
 * but meets at an address that does not exist, answered with it and status 404 (`/fr/no-such-page/`
 * for a language's own).
 */
export function auditUrl(page: BuiltPage): string {
  return page.kind === '404' ? `/${page.language ? `${page.language}/` : ''}no-such-page/` : page.url;
}

/** One page of each kind in each language, those whose label or address contains `filter` when there is one. */
export function selectPages(pages: readonly BuiltPage[], filter?: string): BuiltPage[] {
  return onePagePerKind(pages).filter(
    (page) => filter === undefined || [pageLabel(page), page.url, auditUrl(page)].some((name) => name.includes(filter)),
  );
}

/** The targets for some pages of a build (`build` names it in the report: '' for the site, `compare`, `photos`), audited at `host` when given. */
export function pageTargets(build: string, dist: string, pages: readonly BuiltPage[], floorOf: (page: BuiltPage) => string, host?: string): Target[] {
  return pages.map((page) => ({
    label: build ? `${build} ${pageLabel(page)}` : pageLabel(page),
    dir: dist,
    url: auditUrl(page),
    file: page.file,
    status: page.kind === '404' ? 404 : 200,
    floor: floorOf(page),
    page: pageLabel(page),
    ...(host ? { host } : {}),
  }));
}

/** The floor of a kind of page in a build: `projects floor`, `photos projects floor`. */
export const kindFloorLabel = (build: string, kind: string) => (build ? `${build} ${kind} floor` : `${kind} floor`);
