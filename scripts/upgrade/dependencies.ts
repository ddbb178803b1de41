/**
 * Whether a release changes what is installed: its package-lock.json, but for the project's own
 * version (every release changes that, and nothing in node_modules depends on it).
 */
import type { Git } from './git.ts';

function lockWithoutVersion(text: string): string {
  const lock = JSON.parse(text) as { version?: string; packages?: Record<string, { version?: string }> };
  delete lock.version;
  if (lock.packages?.['']) delete lock.packages[''].version;
  return JSON.stringify(lock);
}

export function dependenciesChange(git: Git, from: string, to: string): boolean {
  const lock = (commit: string) =>
    git.ok(['cat-file', '-e', `${commit}:package-lock.json`]) ? lockWithoutVersion(git(['show', `${commit}:package-lock.json`])) : '';
  return lock(from) !== lock(to);
}
