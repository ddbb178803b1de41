import { spawnSync } from 'node:child_process';

/** `npm run test:site` in a project folder, as the owner's CI runs it, without this run's own test settings. */
export function ownerSuite(root: string): { status: number | null; output: string } {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
  const run = spawnSync('npm', ['run', 'test:site'], { cwd: root, encoding: 'utf8', env: { ...env, NO_COLOR: '1', CI: 'true' } });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}
