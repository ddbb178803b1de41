/**
 * Every island of the site: the interactive parts, each hydrated on its own in the browser.
 * Everything else is static HTML that ships no code. An island lives in a `*.island.tsx` file
 * whose default export is `defineIsland('<file stem>', Component)`.
 */
import type { IslandLoaders } from '../islands/hydrate-islands.ts';

export const islands = {
  'site-nav': () => import('../sections/navigation/site-nav.island.tsx').then((m) => m.default),
  'scroll-progress-bar': () => import('../sections/navigation/scroll-progress-bar.island.tsx').then((m) => m.default),
  'back-to-top-button': () => import('../sections/navigation/back-to-top-button.island.tsx').then((m) => m.default),
  'resume-menu': () => import('../sections/hero/resume-menu.island.tsx').then((m) => m.default),
  'project-dialog': () => import('../sections/projects/project-dialog.island.tsx').then((m) => m.default),
  'project-browser': () => import('../sections/projects/project-browser.island.tsx').then((m) => m.default),
  'contact-methods': () => import('../sections/contact/contact-methods.island.tsx').then((m) => m.default),
  'post-contents': () => import('../sections/writing/post-contents.island.tsx').then((m) => m.default),
  'contact-form': () => import('../sections/contact/contact-form.island.tsx').then((m) => m.default),
} satisfies IslandLoaders;
