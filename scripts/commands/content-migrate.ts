/**
 * `npm run content:migrate [-- --dry-run] [--to <release>]`: rewrites content/ written for an earlier release into
 * this release's form (scripts/migrations/), keeping comments, quoting and every untouched line,
 * and records the release in content/site.yaml. `npm run upgrade` runs it after taking a release.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { engineRelease } from '../migrations/content-release.ts';
import { migrationReport } from '../migrations/migration-report.ts';
import { applyMigrations, planMigrations } from '../migrations/run-migrations.ts';
import { repoRoot } from '../paths.ts';

export function runContentMigrate(argv: readonly string[], log: (line: string) => void = console.log): number {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'dry-run': { type: 'boolean', default: false }, root: { type: 'string' }, to: { type: 'string' } },
  });
  const root = path.resolve(values.root ?? repoRoot);
  // `--to`: the release `npm run upgrade` takes, whatever this package.json says.
  const plan = planMigrations(path.join(root, 'content'), values.to ?? engineRelease(repoRoot));
  const write = !values['dry-run'] && !plan.needs.some((note) => note.blocking);
  if (write) applyMigrations(path.join(root, 'content'), plan);
  for (const line of migrationReport(plan, write || plan.changed.size === 0)) log(line);
  return plan.needs.some((note) => note.blocking) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = runContentMigrate(process.argv.slice(2));
}
