/**
 * Prints a check's problems, in one place for `content:check`, `npm run build` and the Vite
 * plugin: the human report on stderr, and on stdout the GitHub workflow commands (with
 * `--format github`, or whenever GITHUB_ACTIONS=true) or, with `--format json`, the JSON document alone.
 */
import type { CheckResult } from './check-result.ts';
import { githubCommands } from './format-github.ts';
import { formatJson } from './format-json.ts';

export const formats = ['human', 'github', 'json'] as const;
export type Format = (typeof formats)[number];

export interface Printed {
  stdout: string;
  stderr: string;
}

type Checked = Pick<CheckResult, 'problems' | 'report'>;

/**
 * Under GitHub Actions the human report is followed by workflow commands, so GitHub pins each
 * problem to its line. CONTENT_ANNOTATIONS=off turns that off for a step whose content an earlier
 * step has already annotated (the same warnings would otherwise be pinned twice).
 */
export function annotating(format: Format, env: NodeJS.ProcessEnv): boolean {
  return format === 'github' || (format === 'human' && env.GITHUB_ACTIONS === 'true' && env.CONTENT_ANNOTATIONS !== 'off');
}

export function renderProblems(result: Checked, format: Format = 'human', env: NodeJS.ProcessEnv = process.env): Printed {
  if (format === 'json') return { stdout: formatJson(result.problems), stderr: '' };
  return {
    stderr: result.report ? `${result.report}\n` : '',
    stdout: annotating(format, env) ? githubCommands(result.problems) : '',
  };
}

export function printProblems(result: Checked, format: Format = 'human', env: NodeJS.ProcessEnv = process.env): void {
  const { stdout, stderr } = renderProblems(result, format, env);
  // The report first: in a GitHub log the commands then follow the problems they annotate.
  if (stderr) process.stderr.write(stderr);
  if (stdout) process.stdout.write(stdout);
}
