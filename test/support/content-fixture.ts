/**
 * A throw-away site whose content/ is the sample site's with a fixture's files laid over it
 * (test/fixtures/content/<case>/), and whose public/ is the sample's. A fixture about a
 * translation holds a language folder (`fr/`) and keeps the site in every language; any other
 * fixture is checked as a single-language site (no `languages`, no translations), so a base file
 * it replaces is not also measured against the sample's French text. The sample's posts stay only
 * for a fixture about posts (one with a `posts/` folder). A fixture's `public/` folder
 * (an image the content names) is laid over the sample's public/ in the same way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/paths.ts';
import { sampleSiteRoot } from './sample-site.ts';

export { repoRoot };
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures', 'content');

export interface FixtureRoot {
  root: string;
  remove: () => void;
}

/** Makes a content folder the single-language site every site is without `languages`. */
export function singleLanguage(contentDir: string): void {
  const site = path.join(contentDir, 'site.yaml');
  fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace(/^(#[^\n]*\n)?languages:[^\n]*\n/m, ''));
  for (const entry of fs.readdirSync(contentDir, { withFileTypes: true })) {
    if (entry.isDirectory()) fs.rmSync(path.join(contentDir, entry.name), { recursive: true });
  }
}

const POST_FOLDERS = (dir: string) => [
  path.join(dir, 'posts'),
  ...fs
    .readdirSync(dir)
    .filter((entry) => /^[a-z]{2,3}$/.test(entry))
    .map((lang) => path.join(dir, lang, 'posts')),
];

function hasPosts(fixture: string): boolean {
  return POST_FOLDERS(fixture).some((dir) => fs.existsSync(dir));
}

function dropPosts(contentDir: string): void {
  for (const dir of POST_FOLDERS(contentDir)) fs.rmSync(dir, { recursive: true, force: true });
}

export function contentFixture(name?: string, overrides: Record<string, string> = {}): FixtureRoot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `content-${name ?? 'sample'}-`));
  fs.cpSync(path.join(sampleSiteRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const source = name ? path.join(fixturesDir, name) : undefined;
  const publicFiles = source && path.join(source, 'public');
  if (publicFiles && fs.existsSync(publicFiles)) {
    fs.cpSync(path.join(sampleSiteRoot, 'public'), path.join(root, 'public'), { recursive: true });
    fs.cpSync(publicFiles, path.join(root, 'public'), { recursive: true });
  } else fs.symlinkSync(path.join(sampleSiteRoot, 'public'), path.join(root, 'public'));
  if (source) {
    const entries = fs.readdirSync(source, { withFileTypes: true }).filter((entry) => entry.name !== 'public');
    // A language folder (`fr/`), not the owner's sections (`sections/`).
    const translated = entries.some((entry) => entry.isDirectory() && /^[a-z]{2,3}$/.test(entry.name));
    if (!translated) singleLanguage(path.join(root, 'content'));
    // The sample's posts link to its projects: a fixture that changes them has no posts, unless it is about posts.
    if (!hasPosts(source)) dropPosts(path.join(root, 'content'));
    for (const entry of entries) fs.cpSync(path.join(source, entry.name), path.join(root, 'content', entry.name), { recursive: true });
  }
  for (const [file, text] of Object.entries(overrides)) fs.writeFileSync(path.join(root, 'content', file), text);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
