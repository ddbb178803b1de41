/**
 * The check of content written for an earlier release that a migration would change: only the
 * migration to run, at each line concerned; the schema errors of the old form would bury it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pendingMigrationProblems } from '../migrations/pending-problems.ts';
import type { ContentPaths } from '../paths.ts';
import type { CheckResult } from './check-result.ts';
import { formatProblems, sortProblems } from './problem.ts';
import { LineIndex } from './source-map.ts';

export function notMigratedResult(paths: ContentPaths, schemas: CheckResult['schemas']): CheckResult | undefined {
  const problems = pendingMigrationProblems(paths);
  if (!problems.length) return undefined;
  const found = sortProblems(problems);
  const sources = new Map(
    [...new Set(found.map((p) => p.file))].map((file) => [file, new LineIndex(fs.readFileSync(path.join(paths.root, file), 'utf8'))] as const),
  );
  return {
    ok: false,
    problems: found,
    data: new Map(),
    schemas,
    report: formatProblems(found, sources),
    languages: [],
    translationSummary: [],
    locate: (name) => ({ file: `content/${name}.yaml`, at: { line: 1, col: 1 }, field: '' }),
    sources,
  };
}

