/**
 * Modules that make the static page: they render to HTML at build time and must never reach a
 * browser — the sections' and pages' layout (every file of a section that no island imports), the
 * page shell and router, the shared layout pieces only static sections use, the island markers,
 * the content data (islands get their data as props) and every language's dictionary at once,
 * and React's server renderer.
 */
const SERVER_ONLY: readonly RegExp[] = [
  /^src\/sections\/.+-(section|page)\.tsx$/,
  /^src\/sections\/(about|skills|experience|footer|not-found)\//,
  /^src\/sections\/hero\/(hero-links|hero-portrait)\.tsx$/,
  /^src\/components\/(page-section|section-heading|icon-heading|card)\.tsx$/,
  /^src\/app\/(home-page|pages|entry-server|app-shell|router|page-meta|skip-link)\.tsx?$/,
  /^src\/islands\/(island|render-islands|strip-static-class-ids|prune-style-markers)\.tsx?$/,
  /^src\/hooks\/page-content\.tsx$/,
  /^src\/i18n\/(all-dictionaries|page-dictionary)\.ts$/,
  /^src\/i18n\/page-dictionaries\//,
  /^src\/lib\/language-choices\.ts$/,
  /^src\/content\//,
  /node_modules\/react-dom\/(cjs\/react-dom-server|server|static)/,
];

export function isServerOnly(module: string): boolean {
  return SERVER_ONLY.some((pattern) => pattern.test(module));
}
