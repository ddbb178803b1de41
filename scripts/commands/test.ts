/**
 * `npm test`: the owner's suite, then the project's (`npm run test:site`, `npm run test:project`),
 * each part timed; stops at the first part that fails, as `a && b` would, and ends with the
 * timings table (`npm run test:timings` prints it again). The editor's packages, whose install
 * waits on the network rather than the CPU, start with the first part and are shown at their turn.
 * (The code checks beside the owner's suite were slower, not faster: its page checks keep both
 * cores busy, and ESLint beside them took twice as long.)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';
import { addTimings, readTimings, resetTimings } from '../test-timings/timings-file.ts';
import { timingsTable } from '../test-timings/timings-table.ts';
import { suiteSteps, type Scripts } from '../test-timings/suite-steps.ts';

const SUITES = ['test:site', 'test:project'];
/** Scripts that need nothing before them and wait on the network: they run beside the others from the start. */
const EARLY = new Set(['editor:install']);

const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Scripts };
// As npm runs a script: the project's programs (vitest, tsx) on the PATH.
const env = { ...process.env, PATH: [path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter) };

interface Ran {
  passed: boolean;
  seconds: number;
  /** What it printed, when it ran beside the others (else it printed as it ran). */
  output?: string;
}

function run(command: string, { quiet = false } = {}): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: repoRoot, env, shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (passed: boolean) =>
      resolve({ passed, seconds: (performance.now() - started) / 1000, ...(quiet ? { output: Buffer.concat(chunks).toString('utf8') } : {}) });
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

const steps = SUITES.flatMap((suite) => suiteSteps(scripts, suite, EARLY));
const started = performance.now();
resetTimings(repoRoot);
const early = new Map([...EARLY].map((script) => [`npm run ${script}`, run(`npm run ${script}`, { quiet: true })]));
let passed = true;
for (const step of steps) {
  const ahead = early.get(step);
  console.log(`\n▶ ${step}${ahead ? ' (started with the first part)' : ''}`);
  const ran = await (ahead ?? run(step));
  if (ran.output) process.stdout.write(ran.output);
  passed = ran.passed;
  addTimings(repoRoot, { steps: { [step]: { seconds: ran.seconds, passed } } });
  if (!passed) break;
}
// A part started early ends before the command does, whatever failed: an install is never cut short.
await Promise.all(early.values());
addTimings(repoRoot, { wall: (performance.now() - started) / 1000 });
const timings = readTimings(repoRoot);
if (timings) console.log(`\n${timingsTable(timings)}`);
if (!passed) process.exit(1);
