/**
 * What a page of a site with analytics carries for its loader (load-provider.ts): a JSON data
 * block at the end of its body, `<script type="application/json" data-analytics="plausible">`,
 * written by scripts/pages/page-document.ts. Data, not code: it costs the page a few bytes, and
 * the policy no hash.
 */
export interface PageAnalytics {
  /** The provider's script. */
  src: string;
  /** Its attributes besides `src` and `defer`, as the provider's own snippet has them. */
  attributes: Readonly<Record<string, string>>;
  /** The site's host without `www.`: the script is added only there. */
  host: string;
}

/** The block, found by its provider's name; `data-skipped` says why the loader added nothing. */
export const ANALYTICS_BLOCK = 'script[data-analytics]';
