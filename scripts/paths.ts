/**
 * Where things are. The repository holds the project's code and schemas, and the owner's site:
 * `content/` and `public/`. A site can also live elsewhere (the tests' frozen sample site, a
 * temporary copy): its own `content/` and `public/`, checked against the project's schemas.
 */
import path from 'node:path';

/** The repository's root: scripts/, src/, schemas/, and the owner's content/ and public/. */
export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface ContentPaths {
  /** The site's root: problems are reported relative to it (`content/projects.yaml:3:5`). */
  root: string;
  contentDir: string;
  publicDir: string;
  schemaDir: string;
}

/** A site's folders: `<root>/content`, `<root>/public`, and the project's schemas (or others, for a test of a schema change). */
export function contentPaths(root: string, schemaDir = path.join(repoRoot, 'schemas')): ContentPaths {
  return { root, contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), schemaDir };
}

/**
 * Files the tools keep between runs (image variants, font files, share cards, CVs, bundle reports),
 * never published; PORTFOLIO_CACHE_DIR puts them elsewhere (the build benchmark's cold builds).
 */
export const cacheDir = path.resolve(process.env.PORTFOLIO_CACHE_DIR || path.join(repoRoot, 'node_modules', '.cache', 'portfolio'));
