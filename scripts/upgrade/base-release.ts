/**
 * The release the owner's copy is on: the source's tag for package.json's version when there is
 * one; otherwise (a copy from before releases were tagged) the source's commit whose engine files
 * differ least from theirs.
 */
import type { Git } from './git.ts';
import { UPGRADE_REFS, type ReleaseSource } from './release-source.ts';

export interface Base {
  commit: string;
  /** How it was found, for the summary: "release 0.1.0", "commit 24f6842 (the closest: 3 engine files differ)". */
  label: string;
  version?: string;
}

/** How many commits back the search for the closest one goes. */
const SEARCHED = 500;

export function findBase(git: Git, source: ReleaseSource, ownerVersion: string | undefined, engineExcludes: readonly string[]): Base {
  const differing = (commit: string) =>
    git(['diff', '--name-only', commit, 'HEAD', '--', '.', ...engineExcludes.map((pattern) => `:(exclude)${pattern}`)])
      .split('\n')
      .filter(Boolean).length;
  // The release of package.json's version, when the copy is that release: a copy of main between two
  // releases carries the earlier one's version with later files, which must not look like the owner's.
  const release = source.releases.find((r) => r.version === ownerVersion);
  const asRelease = (commit: string) => ({ commit, label: `release ${ownerVersion ?? ''}`, ...(ownerVersion ? { version: ownerVersion } : {}) });
  if (release && differing(release.commit) === 0) return asRelease(release.commit);
  const candidates = [
    ...(release ? [release.commit] : []),
    ...git(['rev-list', `--max-count=${SEARCHED}`, `${UPGRADE_REFS}/head`, ...source.releases.map((r) => r.commit)])
      .split('\n')
      .filter(Boolean),
  ];
  let best: { commit: string; differ: number } | undefined;
  for (const commit of candidates) {
    const differ = differing(commit);
    if (!best || differ < best.differ) best = { commit, differ };
    if (differ === 0) break;
  }
  if (!best) throw new Error('the source has no commit to compare your copy with');
  if (release && best.commit === release.commit) return asRelease(release.commit);
  const short = best.commit.slice(0, 7);
  return {
    commit: best.commit,
    label: `commit ${short} (the closest to your copy: ${best.differ} engine file${best.differ === 1 ? '' : 's'} differ)`,
    ...(ownerVersion ? { version: ownerVersion } : {}),
  };
}
