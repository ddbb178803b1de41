/**
 * Whether the site has the editor at /admin/. A published editor signs in to GitHub, so it is made
 * once the owner names their repository (`cms` in site.yaml); until then it would be a sign-in page
 * that cannot work. `npm run cms` serves it on this machine whatever site.yaml says.
 */
import yaml from 'js-yaml';
import type { Site } from '../site/site.ts';

/** Set by `npm run cms` for the dev server it starts in its own process. */
export const LOCAL_EDITOR_ENV = 'PORTFOLIO_LOCAL_EDITOR';

/** Whether this process is `npm run cms`'s: the editor is served on this machine. */
export const editorServed = (): boolean => process.env[LOCAL_EDITOR_ENV] === '1';

export function editorIncluded(site: Pick<Site, 'content'>): boolean {
  return site.content.site.cms !== undefined || editorServed();
}

/**
 * The same question from site.yaml's text alone, before the content is checked (the workflow asks
 * it to restore the editor's packages before the build). Text that does not parse counts as naming
 * the editor: its packages are then at hand, and the build says what is wrong with the file.
 */
export function siteYamlHasEditor(text: string): boolean {
  try {
    const data = yaml.load(text);
    return typeof data === 'object' && data !== null && 'cms' in data && data.cms !== null;
  } catch {
    return true;
  }
}
