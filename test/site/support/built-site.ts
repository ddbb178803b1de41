/**
 * The site the owner's suite checks: the folder `npm run build` wrote (dist/, or SITE_DIST), and
 * every page in it, found by walking it — whatever the content, whatever pages it made (the
 * editor's, at /admin/, is not one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../scripts/paths.ts';
import { ADMIN_PATH } from '../../../src/lib/site-paths.ts';

export const siteDist = path.resolve(process.env.SITE_DIST ?? path.join(repoRoot, 'dist'));

export interface BuiltPage {
  /** The file, relative to the built folder: `fr/projects/x/index.html`. */
  file: string;
  /** The address a visitor opens: the page's own, or for a 404 page an address nothing answers under its folder. */
  url: string;
  status: 200 | 404;
}

/** A page of the site: not the editor's, which is the owner's, not a visitor's (test/browser/admin.test.ts checks it). */
const isPage = (file: string) => /(^|\/)(index|404)\.html$/.test(file) && !file.startsWith(ADMIN_PATH.slice(1));

export function builtPages(dist = siteDist): BuiltPage[] {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${path.relative(process.cwd(), dist) || dist}/ holds no built site: run \`npm run build\` first.`);
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter(isPage)
    .sort()
    .map((file): BuiltPage => {
      const folder = `/${file.replace(/(index|404)\.html$/, '')}`;
      return file.endsWith('404.html')
        ? { file, url: `${folder}no-such-page-${Date.now().toString(36)}/`, status: 404 }
        : { file, url: folder, status: 200 };
    });
}

export const readBuilt = (file: string, dist = siteDist) => fs.readFileSync(path.join(dist, file));
