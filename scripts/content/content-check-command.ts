/**
 * `npm run content:check` as a function of its arguments and environment: what it writes, to which
 * stream and in what order, and its exit code (1 when there are errors, 2 on a usage mistake).
 * scripts/commands/content.ts writes it out; tests call it as it is.
 */
import path from 'node:path';
import type { CliOptions } from './cli-options.ts';
import { countBySeverity } from './problem.ts';
import { renderProblems } from './report-problems.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { checkSite } from '../site/check-site.ts';

export interface Written {
  to: 'stdout' | 'stderr';
  text: string;
}

export interface CommandResult {
  status: number;
  /** What it writes, in order. */
  written: Written[];
}

/** The check of `options` (its mode is `check`) on CONTENT_ROOT's site, or this project's. */
export async function contentCheckCommand(options: Omit<CliOptions, 'mode'>, env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const started = performance.now();
  const written: Written[] = [];
  const write = (to: Written['to'], text: string) => void (text && written.push({ to, text }));
  const paths = contentPaths(env.CONTENT_ROOT ? path.resolve(env.CONTENT_ROOT) : repoRoot);
  // The check the build runs, images decoded included (cached: an unchanged image costs a hash).
  const { check: result } = await checkSite(paths, { strict: options.strict });
  // The report first: in a GitHub log the commands then follow the problems they annotate.
  const { stdout, stderr } = renderProblems(result, options.format, env);
  write('stderr', stderr);
  write('stdout', stdout);
  if (!result.ok) return { status: 1, written };
  const { warnings } = countBySeverity(result.problems);
  const posts = result.posts?.count ? ` and ${result.posts.count} post${result.posts.count === 1 ? '' : 's'}` : '';
  const valid = `${result.data.size} files${posts} valid${warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''}`;
  // In json mode stdout carries the JSON document alone.
  const say = options.format === 'json' ? 'stderr' : 'stdout';
  write(say, `✔ content: ${valid} in ${Math.round(performance.now() - started)} ms\n`);
  // How much of each other language is translated: the one-line summary of its warnings.
  for (const line of result.translationSummary) write(say, `  ${line}\n`);
  return { status: 0, written };
}
