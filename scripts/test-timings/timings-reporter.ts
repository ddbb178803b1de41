/**
 * A Vitest reporter that adds each project's wall time and each file's time to the run's timings
 * (timings-file.ts). It prints nothing: `npm run test:timings` does, and `npm test` at its end.
 */
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { addTimings, type FileTiming, type ProjectTiming } from './timings-file.ts';

interface Span {
  start: number;
  end: number;
}

/** What Vitest counts as a file's time: its environment, its setup files, its import and its tests. */
function fileSeconds(module: TestModule): number {
  const { environmentSetupDuration, prepareDuration, setupDuration, collectDuration, duration } = module.diagnostic();
  return (environmentSetupDuration + prepareDuration + setupDuration + collectDuration + duration) / 1000;
}

interface Totals {
  pct: number;
}
/** What Vitest's v8 provider hands reporters: an istanbul coverage map. */
interface CoverageMap {
  getCoverageSummary: () => { toJSON: () => Record<'lines' | 'statements' | 'functions' | 'branches', Totals> };
}
const isCoverageMap = (value: unknown): value is CoverageMap =>
  typeof value === 'object' && value !== null && typeof (value as Partial<CoverageMap>).getCoverageSummary === 'function';

/** The coverage summary's line: `lines 79.2 % · statements 78.1 % · functions 79.6 % · branches 74.0 %`. */
export function coverageLine(totals: Record<'lines' | 'statements' | 'functions' | 'branches', Totals>): string {
  return (['lines', 'statements', 'functions', 'branches'] as const).map((kind) => `${kind} ${totals[kind].pct.toFixed(1)} %`).join(' · ');
}

export default class TimingsReporter implements Reporter {
  private root = process.cwd();
  private readonly spans = new Map<string, Span>();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name;
    const span = this.spans.get(name);
    const now = performance.now();
    this.spans.set(name, { start: span?.start ?? now, end: now });
  }

  onCoverage(coverage: unknown): void {
    if (!isCoverageMap(coverage)) return;
    const of = [...this.spans.keys()].join(', ');
    addTimings(this.root, {
      coverage: { of: `${of} project${this.spans.size === 1 ? '' : 's'}`, summary: coverageLine(coverage.getCoverageSummary().toJSON()) },
    });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (span) span.end = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length === 0) return;
    const projects: Record<string, ProjectTiming> = {};
    const files: FileTiming[] = [];
    for (const module of modules) {
      const name = module.project.name;
      const span = this.spans.get(name);
      const project = (projects[name] ??= { seconds: span ? (span.end - span.start) / 1000 : 0, files: 0, tests: 0 });
      project.files += 1;
      project.tests += [...module.children.allTests()].length;
      files.push({ project: name, file: path.relative(this.root, module.moduleId), seconds: fileSeconds(module) });
    }
    addTimings(this.root, { projects, files });
  }
}
