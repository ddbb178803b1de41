/**
 * `npm run resume -- [--out <dir>] [--root <dir>] [--langs en,fr] [--runs 2]`: writes resume.json and the
 * PDF CV of a project's content for each language into a folder (default dist/), printing
 * the time each took. Without French content, French uses the same content with French labels.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent, contentPaths } from '../content/check-content.ts';
import { cvContentFrom, type ContentFiles } from './cv-content.ts';
import { writeResumeOutputs } from './write-resume-outputs.ts';

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
    options: { out: { type: 'string' }, root: { type: 'string' }, langs: { type: 'string' }, runs: { type: 'string', default: '1' } },
  });
  const root = path.resolve(values.root ?? '.');
  const outDir = path.resolve(values.out ?? 'dist');
  const checked = checkContent(contentPaths(root));
  if (!checked.ok) {
    log(`The content has problems; fix them first:\n${checked.report}`);
    return 1;
  }
  const files = Object.fromEntries(checked.data) as unknown as ContentFiles;
  const langs = values.langs
    ?.split(',')
    .map((l) => l.trim())
    .filter(Boolean) ??
    files.site.languages ?? [files.site.language, 'fr'];
  const languages = [...new Set(langs)];
  log(`Content checked in ${elapsed(started)}.`);
  // --runs 2 measures a warm run too: the first one in a process pays for react-pdf's warm-up.
  const runs = Math.max(1, Number(values.runs) || 1);
  for (let run = 1; run <= runs; run++) {
    const exported = mark();
    for (const lang of languages) {
      const base = cvContentFrom(files, lang);
      const cv = { ...base, site: { ...base.site, languages } };
      const photoFile = cv.profile.photo ? path.join(root, 'public', cv.profile.photo) : undefined;
      const out = await writeResumeOutputs(cv, outDir, { photoFile });
      log(`✔ ${lang}: ${out.json} in ${Math.round(out.jsonMs)} ms, ${out.pdf} in ${Math.round(out.pdfMs)} ms`);
    }
    const which = runs > 1 ? ` (run ${run}, ${run === 1 ? 'cold' : 'warm'})` : '';
    log(`JSON Resume + PDF for ${languages.join(', ')} in ${elapsed(exported)}${which}; files in ${outDir}`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(`Modules loaded in ${Math.round(loaded)} ms after the process started.`);
  process.exitCode = await runResumeCli(process.argv.slice(2));
}
