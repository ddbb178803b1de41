/**
 * What `content:check` says of content written for an earlier release that a migration would
 * change: one problem at each line concerned, naming the migration to run, instead of the schema
 * errors the old form would raise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, type ContentPaths } from '../paths.ts';
import type { Problem } from '../content/problem.ts';
import { engineRelease } from './content-release.ts';
import { planMigrations, type MigrationNote } from './run-migrations.ts';

export function pendingMigrationProblems(paths: ContentPaths): Problem[] {
  if (!fs.existsSync(paths.contentDir)) return [];
  // The release of the engine running the check: its migrations are the ones it knows.
  const to = engineRelease(repoRoot);
  const plan = planMigrations(paths.contentDir, to);
  const located = (note: MigrationNote) => ({
    file: path
      .relative(paths.root, path.join(paths.contentDir, note.file.replace(/^content\//, '')))
      .split(path.sep)
      .join('/'),
    at: note.at,
    field: note.field,
  });
  return [
    ...plan.done.map((note): Problem => ({
      ...located(note),
      severity: 'error',
      message: `written for release ${plan.from}, and release ${note.migration.release} changed its form (${note.message})`,
      hint: 'run `npm run content:migrate`, which rewrites it and every line like it, keeping your comments',
    })),
    ...plan.needs
      .filter((note) => note.blocking)
      .map((note): Problem => ({
        ...located(note),
        severity: 'error',
        message: `release ${note.migration.release} changed ${note.migration.title}, and this needs your hand: ${note.message}`,
      })),
  ];
}
