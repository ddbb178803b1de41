/**
 * `npx tsx scripts/commands/bench-cards.ts [runs]`: times the share cards and icons outputs on the
 * content (site card + one card per project, per language, + 4 icons) several times in one process. The first run is
 * cold (satori's WebAssembly, font parsing, shadows); the others show the cost per build once warm.
 * For a cold process end to end, time `npm run share-cards` instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeOutputsStage } from '../build/5-write-outputs.ts';
import icons from '../outputs/icons.ts';
import { NO_PAGES } from '../outputs/output.ts';
import shareCards from '../outputs/share-cards.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { loadSite } from '../site/load-site.ts';
import { median } from '../stats.ts';

const { check, site } = await loadSite(contentPaths(repoRoot));
if (!site) throw new Error(check.report);
const runs = Number(process.argv[2] ?? 5);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cards-'));
const times: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const files = await writeOutputsStage([shareCards, icons], { site, pages: NO_PAGES }, outDir);
    times.push(performance.now() - started);
    // CPU time counts every thread (resvg and sharp work off the main one) and is less swayed by other load.
    const { user, system } = process.cpuUsage(cpu);
    const cpuMs = Math.round((user + system) / 1000);
    console.log(`run ${i + 1}: ${files.length} images in ${Math.round(times[i] ?? 0)} ms wall, ${cpuMs} ms CPU${i === 0 ? ' (cold)' : ''}`);
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  const load = `load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`;
  if (warm.length) console.log(`warm median: ${Math.round(median(warm))} ms wall over ${warm.length} runs; ${load}`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
