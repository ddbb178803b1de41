/** Git, run synchronously in a repository: its output, or an error that says what git said. */
import { spawnSync } from 'node:child_process';

export class GitError extends Error {}

export interface Git {
  (args: readonly string[], options?: { env?: NodeJS.ProcessEnv; input?: string | Buffer }): string;
  /** The output as bytes (a file's blob). */
  bytes: (args: readonly string[]) => Buffer;
  /** Whether the command succeeds (a ref exists). */
  ok: (args: readonly string[]) => boolean;
  cwd: string;
}

export function gitIn(cwd: string): Git {
  const spawn = (args: readonly string[], options: { env?: NodeJS.ProcessEnv; input?: string | Buffer } = {}) =>
    spawnSync('git', [...args], { cwd, env: { ...process.env, ...options.env, LC_ALL: 'C' }, input: options.input, maxBuffer: 1 << 30 });
  const run = (args: readonly string[], options?: { env?: NodeJS.ProcessEnv; input?: string | Buffer }) => {
    const result = spawn(args, options);
    if (result.status !== 0) throw new GitError(`git ${args.join(' ')}: ${result.stderr.toString().trim() || `exit ${result.status}`}`);
    return result.stdout;
  };
  return Object.assign(
    (args: readonly string[], options?: { env?: NodeJS.ProcessEnv; input?: string | Buffer }) => run(args, options).toString().trimEnd(),
    {
      bytes: (args: readonly string[]) => run(args),
      ok: (args: readonly string[]) => spawn(args).status === 0,
      cwd,
    },
  );
}
