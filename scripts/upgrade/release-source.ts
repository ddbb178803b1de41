/**
 * Where a release comes from: the template's repository (package.json → `portfolio.template`, or
 * `--from`), fetched into the owner's repository under refs/portfolio-upgrade/ (never a branch or
 * a tag of theirs), and the releases it has: its `v<version>` tags.
 */
import semver from 'semver';
import type { Git } from './git.ts';

export const UPGRADE_REFS = 'refs/portfolio-upgrade';

export interface ReleaseSource {
  /** Each release's version and commit, oldest first. */
  releases: { version: string; commit: string }[];
  /** The source's default branch's commit. */
  head: string;
}

/** Fetches the source's tags and default branch (objects only; refs under refs/portfolio-upgrade/). */
export function fetchSource(git: Git, from: string): ReleaseSource {
  git(['fetch', '--quiet', '--no-tags', '--force', from, `+refs/tags/*:${UPGRADE_REFS}/tags/*`, `+HEAD:${UPGRADE_REFS}/head`]);
  const tags = git(['for-each-ref', '--format=%(refname:strip=3) %(objectname)', `${UPGRADE_REFS}/tags/`])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ') as [string, string]);
  const releases = tags
    .filter(([tag]) => /^v\d+\.\d+\.\d+$/.test(tag))
    .map(([tag]) => ({ version: tag.slice(1), commit: git(['rev-parse', `${UPGRADE_REFS}/tags/${tag}^{commit}`]) }))
    .sort((a, b) => semver.compare(a.version, b.version));
  return { releases, head: git(['rev-parse', `${UPGRADE_REFS}/head^{commit}`]) };
}

/**
 * The commit `--to` names — a release (`0.2.0`, `v0.2.0`) or a commit id of the source — by default
 * its latest release, or its default branch; none when the source has no such thing.
 */
export function targetCommit(git: Git, source: ReleaseSource, to: string | undefined): string | undefined {
  if (!to) return source.releases.at(-1)?.commit ?? source.head;
  const release = source.releases.find((r) => r.version === to.replace(/^v/, ''));
  if (release) return release.commit;
  // Only a commit id, and only one of the source's: a name could be a branch of the owner's.
  if (!/^[0-9a-f]{7,64}$/.test(to) || !git.ok(['rev-parse', '--verify', '--quiet', `${to}^{commit}`])) return undefined;
  const commit = git(['rev-parse', `${to}^{commit}`]);
  const fetched = [source.head, ...source.releases.map((r) => r.commit)];
  return fetched.some((tip) => git.ok(['merge-base', '--is-ancestor', commit, tip])) ? commit : undefined;
}

/** Removes what the fetch added (the objects stay until git collects them). */
export function forgetSource(git: Git): void {
  for (const ref of git(['for-each-ref', '--format=%(refname)', `${UPGRADE_REFS}/`])
    .split('\n')
    .filter(Boolean))
    git(['update-ref', '-d', ref]);
}
