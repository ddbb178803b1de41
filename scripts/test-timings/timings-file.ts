/**
 * The last run's timings, kept between commands: `npm test` runs several (the build, the code
 * checks, three Vitest runs), each adds what it measured, and `npm run test:timings` prints them.
 * The file sits at the project's root, so a copy of the project (the pipeline tests make many, with
 * node_modules linked) keeps its own and never writes over this one's.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A command of the suite (`npm run build`, `npm run check:code`, a Vitest run), timed whole. */
export interface StepTiming {
  seconds: number;
  passed: boolean;
}

/** A Vitest project: from its first file's start to its last file's end. */
export interface ProjectTiming {
  seconds: number;
  files: number;
  tests: number;
}

/** A test file: its import, its setup and its tests, as Vitest counts them. */
export interface FileTiming {
  project: string;
  file: string;
  seconds: number;
}

export interface Timings {
  /** When the record began (`npm test` starts a new one). */
  started: string;
  steps: Record<string, StepTiming>;
  /** `npm test` from its start to its end, where parts ran side by side (else the steps' sum is the whole). */
  wall?: number;
  projects: Record<string, ProjectTiming>;
  files: FileTiming[];
  /** The last run with coverage: which projects it measured, and its summary line. */
  coverage?: { of: string; summary: string };
}

export const TIMINGS_FILE = '.test-timings.json';

export function timingsPath(root: string): string {
  return path.join(root, TIMINGS_FILE);
}

function emptyTimings(): Timings {
  return { started: new Date().toISOString(), steps: {}, projects: {}, files: [] };
}

export function readTimings(root: string): Timings | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(timingsPath(root), 'utf8')) as Partial<Timings>;
    if (typeof value.steps !== 'object' || typeof value.projects !== 'object' || !Array.isArray(value.files)) return undefined;
    return { ...emptyTimings(), ...value };
  } catch {
    return undefined;
  }
}

/** Starts a new record (the start of `npm test`). */
export function resetTimings(root: string): void {
  fs.writeFileSync(timingsPath(root), `${JSON.stringify(emptyTimings(), null, 2)}\n`);
}

/** Adds what a command measured; a project or step measured again replaces what the record had of it. */
export function addTimings(root: string, added: Partial<Pick<Timings, 'steps' | 'projects' | 'files' | 'wall' | 'coverage'>>): void {
  const current = readTimings(root) ?? emptyTimings();
  const remeasured = new Set(Object.keys(added.projects ?? {}));
  const next: Timings = {
    started: current.started,
    ...((added.wall ?? current.wall) === undefined ? {} : { wall: added.wall ?? current.wall }),
    ...((added.coverage ?? current.coverage) === undefined ? {} : { coverage: added.coverage ?? current.coverage }),
    steps: { ...current.steps, ...added.steps },
    projects: { ...current.projects, ...added.projects },
    files: [...current.files.filter((file) => !remeasured.has(file.project)), ...(added.files ?? [])],
  };
  fs.writeFileSync(timingsPath(root), `${JSON.stringify(next, null, 2)}\n`);
}
