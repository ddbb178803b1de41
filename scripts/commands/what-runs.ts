/**
 * `node scripts/commands/what-runs.ts --base <commit> [--head <commit>]`: says whether the project's
 * own suite runs for a change (scripts/ci/what-runs.ts), and writes `project=true|false` to
 * `$GITHUB_OUTPUT` for the workflow's later jobs. It needs no install: Node 22 runs it as it is
 * (type stripping), so the checks workflow decides in seconds, before anything is installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { changedFiles } from '../ci/changed-files.ts';
import { whatRuns, type WhatRuns } from '../ci/what-runs.ts';
import { projectOwnership } from '../ownership/owner-files.ts';

export function runWhatRuns(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): WhatRuns {
  const { values } = parseArgs({
    args: [...argv],
    options: { base: { type: 'string' }, head: { type: 'string', default: 'HEAD' }, root: { type: 'string' }, repository: { type: 'string' } },
  });
  const root = path.resolve(values.root ?? process.cwd());
  const decision = whatRuns({
    ownership: projectOwnership(root),
    repository: values.repository ?? env.GITHUB_REPOSITORY,
    changed: changedFiles(root, values.base, values.head),
  });
  log(decision.reason);
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, `project=${decision.project}\n`);
  if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `${decision.reason}\n`);
  return decision;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runWhatRuns(process.argv.slice(2));
}
