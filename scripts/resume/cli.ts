/**
 * `npm run resume -- [--out <dir>] [--root <dir>] [--runs 2]`: writes what the build writes for the
 * CV — resume.json for each language of the site and the PDF CVs, each in its language's content —
 * into a folder (default dist/), printing the time each took.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent, contentPaths } from '../content/check-content.ts';
import { writeCvs } from './write-cvs.ts';
import type { ResumeOutputs } from './write-resume-outputs.ts';

// Measured from here: the modules above (react-pdf is most of it) are loaded once per build too.
const loaded = performance.now();

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
  const root = path.resolve(values.root ?? '.');
  const outDir = path.resolve(values.out ?? 'dist');
  const checked = checkContent(contentPaths(root));
  if (!checked.content) {
    log(`The content has problems; fix them first:\n${checked.report}`);
    return 1;
  }
  log(`Content checked in ${elapsed(started)}.`);
  const options = {
    languages: checked.languages,
    localized: checked.localized,
    onWritten: (lang: string, out: ResumeOutputs) => {
      const parts = [out.json && `${out.json} in ${Math.round(out.jsonMs)} ms`, out.pdf && `${out.pdf} in ${Math.round(out.pdfMs)} ms`];
      log(`✔ ${lang}: ${parts.filter(Boolean).join(', ')}`);
    },
  };
  // --runs 2 measures a warm run too: the first one in a process pays for react-pdf's warm-up.
  const runs = Math.max(1, Number(values.runs) || 1);
  for (let run = 1; run <= runs; run++) {
    const exported = mark();
    await writeCvs(root, checked.content, outDir, options);
    const which = runs > 1 ? ` (run ${run}, ${run === 1 ? 'cold' : 'warm'})` : '';
    log(`CVs for ${checked.languages.join(', ')} in ${elapsed(exported)}${which}; files in ${outDir}`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(`Modules loaded in ${Math.round(loaded)} ms after the process started.`);
  process.exitCode = await runResumeCli(process.argv.slice(2));
}
