/** The report of a migration run: what was done, then what needs the owner (blocking first). */
import type { MigrationNote, MigrationPlan } from './run-migrations.ts';

const line = (note: MigrationNote) => `  ${note.file}:${note.at.line}:${note.at.col} ${note.message}`;

export function migrationReport(plan: MigrationPlan, written: boolean): string[] {
  if (plan.from === plan.to) return [`Content is written for release ${plan.to}: nothing to migrate.`];
  const lines = [`Content written for release ${plan.from} → ${plan.to}${written ? '' : ' (nothing written)'}:`];
  for (const migration of plan.migrations) lines.push(`  migration ${migration.release}: ${migration.title}`);
  if (!plan.migrations.length) lines.push('  no migration between them: only `release` in content/site.yaml changes.');
  if (plan.done.length) lines.push(`\nDone (${plan.done.length}):`, ...plan.done.map(line));
  const blocking = plan.needs.filter((note) => note.blocking);
  const later = plan.needs.filter((note) => !note.blocking);
  if (blocking.length) lines.push(`\nNeeds your hand before the site builds (${blocking.length}):`, ...blocking.map(line));
  if (later.length) lines.push(`\nNeeds your hand, when you can (${later.length}):`, ...later.map(line));
  return lines;
}
