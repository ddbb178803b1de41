/** Once per run of the owner's suite: serve the built site (dist/) and start Chromium. */
import type { TestProject } from 'vitest/node';
import { serveForBrowser } from '../../support/serve-for-browser.ts';
import { builtPages, siteDist } from './built-site.ts';

export default function setup(project: TestProject) {
  // Says so at once when nothing is built.
  builtPages();
  return serveForBrowser(project, siteDist);
}
