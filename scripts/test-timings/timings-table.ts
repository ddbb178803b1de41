/** The run's timings as the text `npm run test:timings` prints: the commands, the projects, the slowest files, and the coverage. */
import type { Timings } from './timings-file.ts';

/** How many of the slowest files the table lists. */
export const SLOWEST_FILES = 15;

function duration(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function timingsTable(timings: Timings): string {
  const parts: string[] = [`Test timings (recorded since ${timings.started})`];
  const steps = Object.entries(timings.steps);
  if (steps.length > 0) {
    const total = timings.wall ?? steps.reduce((sum, [, step]) => sum + step.seconds, 0);
    parts.push(
      table([
        ['command', 'wall time', ''],
        ...steps.map(([name, step]) => [name, duration(step.seconds), step.passed ? '' : 'failed']),
        [timings.wall === undefined ? 'all of them' : 'all of them, start to end', duration(total), ''],
      ]),
    );
  }
  const projects = Object.entries(timings.projects);
  if (projects.length > 0) {
    parts.push(
      table([
        ['Vitest project', 'wall time', 'files', 'tests'],
        ...projects.map(([name, project]) => [name, duration(project.seconds), String(project.files), String(project.tests)]),
      ]),
    );
  }
  const slowest = [...timings.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_FILES);
  if (slowest.length > 0) {
    parts.push(
      table([
        [`the ${slowest.length} slowest files`, 'time', 'project'],
        ...slowest.map((file) => [file.file, duration(file.seconds), file.project]),
      ]),
    );
  }
  if (timings.coverage) parts.push(`Coverage of the ${timings.coverage.of}: ${timings.coverage.summary}`);
  if (parts.length === 1) parts.push('Nothing recorded yet: run npm test (or one of its parts) first.');
  return parts.join('\n\n');
}
