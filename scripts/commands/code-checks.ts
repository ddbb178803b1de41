/**
 * `npm run check:code`: the type check (tsc), the lint (ESLint), the format check (Prettier) and
 * the import rules (dependency-cruiser: scripts/checks/import-rules.ts) of the project's code, two
 * at a time where there are two cores. ESLint is the longest (about 45 s on 2 cores) and keeps one
 * core busy; tsc, Prettier and the import rules take the other. Each check's output is printed whole when it ends; any failure fails the command, after
 * every check has run, so one run shows every problem.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

interface Check {
  name: string;
  /** The package whose program it runs, and that program's name. */
  bin: string;
  args: string[];
}

const require = createRequire(import.meta.url);
const CHECKS = {
  lint: { name: 'lint', bin: 'eslint/eslint', args: ['.'] },
  types: { name: 'types', bin: 'typescript/tsc', args: ['-p', '.'] },
  format: { name: 'format', bin: 'prettier/prettier', args: ['--check', '.'] },
  imports: { name: 'imports', bin: 'tsx/tsx', args: ['scripts/commands/import-check.ts'] },
} satisfies Record<string, Check>;

/** The checks each core runs, one after another. */
const lanes: Check[][] =
  os.availableParallelism() > 1
    ? [[CHECKS.lint], [CHECKS.types, CHECKS.format, CHECKS.imports]]
    : [[CHECKS.lint, CHECKS.types, CHECKS.format, CHECKS.imports]];

/** A package's program's file, as its package.json names it (`eslint/eslint` → …/eslint/bin/eslint.js). */
function programFile(bin: string): string {
  const [pkg = '', program = ''] = bin.split('/');
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (require(manifest) as { bin?: string | Record<string, string> }).bin;
  const file = typeof bins === 'string' ? bins : bins?.[program];
  if (!file) throw new Error(`${pkg} has no program ${program}`);
  return path.join(path.dirname(manifest), file);
}

function run({ name, bin, args }: Check): Promise<boolean> {
  const started = performance.now();
  // Node runs each program's own file: no shell, the same on every system.
  const child = spawn(process.execPath, [programFile(bin), ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`✖ ${name}: could not start ${bin}: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const command = `${bin.split('/')[1]} ${args.join(' ')}`;
      console.log(code === 0 ? `✔ ${name} (${command}) in ${seconds} s` : `✖ ${name} (${command}) failed in ${seconds} s`);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text) console.log(`${text.replace(/^/gm, '  ')}\n`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane: readonly Check[]): Promise<boolean[]> {
  const results: boolean[] = [];
  for (const check of lane) results.push(await run(check));
  return results;
}

const passed = (await Promise.all(lanes.map(runLane))).flat();
if (passed.includes(false)) {
  console.error(`\n✖ ${passed.filter((ok) => !ok).length} of ${passed.length} code checks failed (above).`);
  process.exit(1);
}
