/**
 * `npm run resume -- [--out <dir>] [--root <dir>] [--runs 2]`: writes what the build writes for the
 * CV — resume.json for each language of the site and the PDF CVs, each in its language's content
 * (scripts/outputs/resume.json.ts and cv.pdf.ts) — into a folder (default dist/), printing the time
 * each took.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import cvPdf from '../outputs/cv.pdf.ts';
import { NO_PAGES, type OutputContext } from '../outputs/output.ts';
import resumeJson from '../outputs/resume.json.ts';
import { writeOutputsStage } from '../build/5-write-outputs.ts';
import { contentPaths } from '../paths.ts';
import { loadSite } from '../site/load-site.ts';

/** Wall and CPU milliseconds since `from`: on a busy machine the CPU figure is the one to compare. */
function elapsed(from: { wall: number; cpu: NodeJS.CpuUsage }): string {
  const cpu = process.cpuUsage(from.cpu);
  return `${Math.round(performance.now() - from.wall)} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`;
}

const mark = () => ({ wall: performance.now(), cpu: process.cpuUsage() });

export async function runResumeCli(argv: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  const started = mark();
  const { values } = parseArgs({
    args: [...argv],
    options: { out: { type: 'string' }, root: { type: 'string' }, runs: { type: 'string', default: '1' } },
  });
  const outDir = path.resolve(values.out ?? 'dist');
  const { check, site } = await loadSite(contentPaths(path.resolve(values.root ?? '.')));
  if (!site) {
    log(`The content has problems; fix them first:\n${check.report}`);
    return 1;
  }
  log(`Content checked in ${elapsed(started)}.`);
  const context: OutputContext = { site, pages: NO_PAGES };
  // --runs 2 measures a warm run too: the first one in a process pays for react-pdf's warm-up.
  const runs = Math.max(1, Number(values.runs) || 1);
  for (let run = 1; run <= runs; run++) {
    const exported = mark();
    const files = await writeOutputsStage([resumeJson, cvPdf], context, outDir);
    const which = runs > 1 ? ` (run ${run}, ${run === 1 ? 'cold' : 'warm'})` : '';
    for (const file of files) log(`✔ ${file.path.slice(1)} in ${Math.round(file.milliseconds)} ms`);
    log(`CVs for ${site.languages.join(', ')} in ${elapsed(exported)}${which}; files in ${outDir}`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await runResumeCli(process.argv.slice(2));
}
