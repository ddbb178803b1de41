/**
 * Whether the site has the editor at /admin/. A published editor signs in to GitHub, so it is made
 * once the owner names their repository (`cms` in site.yaml); until then it would be a sign-in page
 * that cannot work. `npm run cms` serves it on this machine whatever site.yaml says.
 */
import type { Site } from '../site/site.ts';

/** Set by `npm run cms` for the dev server it starts in its own process. */
export const LOCAL_EDITOR_ENV = 'PORTFOLIO_LOCAL_EDITOR';

/** Whether this process is `npm run cms`'s: the editor is served on this machine. */
export const editorServed = (): boolean => process.env[LOCAL_EDITOR_ENV] === '1';

export function editorIncluded(site: Pick<Site, 'content'>): boolean {
  return site.content.site.cms !== undefined || editorServed();
}
