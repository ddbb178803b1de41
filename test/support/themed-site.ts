/**
 * The sample site with a look: a throw-away copy (content-fixture.ts) whose site.yaml ends with
 * a `theme` block, loaded as a command loads a site. For the tests of what draws the look outside
 * the page (share cards, icons, PDF CVs).
 */
import path from 'node:path';
import type { SiteTheme } from '../../src/content/types.ts';
import { setTheme } from '../../scripts/look/showcase-looks.ts';
import { contentPaths } from '../../scripts/paths.ts';
import { loadSite } from '../../scripts/site/load-site.ts';
import type { Site } from '../../scripts/site/site.ts';
import { contentFixture } from './content-fixture.ts';

/** The sample site in both its languages with `theme`; `remove` deletes the copy. */
export async function themedSite(theme: SiteTheme): Promise<{ site: Site; remove: () => void }> {
  const fixture = contentFixture();
  try {
    setTheme(path.join(fixture.root, 'content', 'site.yaml'), theme);
    const { site, check } = await loadSite(contentPaths(fixture.root));
    if (!site) throw new Error(check.report);
    return { site, remove: fixture.remove };
  } catch (error) {
    fixture.remove();
    throw error;
  }
}
