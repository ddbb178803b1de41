/**
 * The files a push or pull request changed, from git: those between the merge base of `base` and
 * `head`, and `head` (for a push, what `before..after` changed; for a force push, what the new
 * commits changed since the histories met). Renames count as a deletion and an addition, so the
 * path a file left is seen too. Undefined when it cannot be known: no base (a new branch, a manual
 * run) or a base the clone does not have.
 */
import { spawnSync } from 'node:child_process';

/** What GitHub sends as `before` when a branch is created. */
const NO_COMMIT = /^0+$/;

export function changedFiles(root: string, base: string | undefined, head: string): string[] | undefined {
  if (!base || NO_COMMIT.test(base)) return undefined;
  const result = spawnSync('git', ['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  return result.stdout.split('\0').filter((file) => file !== '');
}
