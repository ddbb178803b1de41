/**
 * Modules that make the static page: they render to HTML at build time and must never reach a
 * browser — the sections' and pages' layout, the page shell and router, the island markers, the
 * content data (islands get their data as props), and React's server renderer.
 */
const SERVER_ONLY: readonly RegExp[] = [
  /^src\/sections\/.+-(section|page)\.tsx$/,
  /^src\/app\/(home-page|pages|entry-server|app-shell|router)\.tsx?$/,
  /^src\/islands\/(island|render-islands)\.tsx$/,
  /^src\/content\//,
  /node_modules\/react-dom\/(cjs\/react-dom-server|server|static)/,
];

export function isServerOnly(module: string): boolean {
  return SERVER_ONLY.some((pattern) => pattern.test(module));
}
