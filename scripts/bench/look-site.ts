/**
 * The benchmark's "a look of the owner's" scenario: a copy of the project whose site.yaml has one of
 * the showcase looks (web fonts included), so every kind of page is measured with them. Returns the
 * copy's root (built by the caller).
 */
import path from 'node:path';
import { setTheme, showcaseLook } from '../look/showcase-looks.ts';
import { copyProject } from '../project-copy.ts';

export function lookSite(repoRoot: string, name: string): string {
  const look = showcaseLook(name);
  const root = copyProject(repoRoot, { prefix: `portfolio-look-${look.name}-` });
  setTheme(path.join(root, 'content', 'site.yaml'), look.theme);
  return root;
}
