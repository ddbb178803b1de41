/** One npm step of the upgrade, run in the work copy: its output kept for the report. */
import { spawnSync } from 'node:child_process';

export interface StepResult {
  ok: boolean;
  output: string;
}

export function runNpm(cwd: string, args: readonly string[]): StepResult {
  const run = spawnSync('npm', [...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, maxBuffer: 1 << 28 });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trimEnd() };
}

/** The last lines of a long output: where a failure says what it is. */
export function lastLines(output: string, count = 40): string {
  return output.split('\n').slice(-count).join('\n');
}
