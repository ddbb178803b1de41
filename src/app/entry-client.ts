/**
 * The browser's entry, loaded after the first paint by the inline boot script: hydrates the
 * islands, makes a project page's dialog modal, reveals sections as they scroll into view, starts the page's analytics where the site
 * has a provider (src/analytics/), and logs a 404's path (docs/product-spec.md §2).
 */
import { startAnalytics } from '../analytics/track-event.ts';
import { browserPageLanguage } from '../i18n/browser-page-language.ts';
import { hydrateIslands } from '../islands/hydrate-islands.ts';
import { revealSections } from '../lib/reveal-sections.ts';
import { PRERENDERED_DIALOG } from '../sections/projects/prerendered-dialog-marker.ts';
import { islands } from './islands.ts';

hydrateIslands(islands, { language: browserPageLanguage() });
// A project's page: its dialog is a modal at once, with no React (which waits for the visitor's first interaction).
const prerenderedDialog = document.querySelector<HTMLElement>(PRERENDERED_DIALOG);
if (prerenderedDialog) void import('../sections/projects/prerendered-dialog.ts').then((m) => m.startPrerenderedDialog(prerenderedDialog));
revealSections();
startAnalytics();
if (document.getElementById('root')?.dataset.page === 'not-found') {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
