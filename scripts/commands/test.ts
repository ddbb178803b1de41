/**
 * `npm test`: the owner's suite, then the project's (`npm run test:site`, `npm run test:project`),
 * each part timed; stops at the first part that fails, as `a && b` would, and ends with the
 * timings table (`npm run test:timings` prints it again).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';
import { addTimings, readTimings, resetTimings } from '../test-timings/timings-file.ts';
import { timingsTable } from '../test-timings/timings-table.ts';
import { suiteSteps, type Scripts } from '../test-timings/suite-steps.ts';

const SUITES = ['test:site', 'test:project'];

const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Scripts };
// As npm runs a script: the project's programs (vitest, tsx) on the PATH.
const env = { ...process.env, PATH: [path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter) };

function run(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: repoRoot, env, shell: true, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

resetTimings(repoRoot);
let passed = true;
for (const step of SUITES.flatMap((suite) => suiteSteps(scripts, suite))) {
  console.log(`\n▶ ${step}`);
  const started = performance.now();
  passed = await run(step);
  addTimings(repoRoot, { steps: { [step]: { seconds: (performance.now() - started) / 1000, passed } } });
  if (!passed) break;
}
const timings = readTimings(repoRoot);
if (timings) console.log(`\n${timingsTable(timings)}`);
if (!passed) process.exit(1);
