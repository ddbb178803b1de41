/**
 * `npm run bench:build`: how long `npm run build` takes cold (an empty cache: every image variant,
 * font file, share card and CV made) and warm (the cache a previous build left, as CI restores it,
 * after a content-only edit), on the sample site and on a large one (scripts/bench/large-site.ts:
 * 200 posts, 50 projects with photos, two languages). Target: the large site's warm build at most
 * 1.5× the sample's cold build. Each build is the command as the owner runs it (process start included).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { largeSite } from '../bench/large-site.ts';
import { copyProject } from '../project-copy.ts';
import { repoRoot } from '../paths.ts';

const TARGET_RATIO = 1.5;

/** Seconds a build of `root` takes with `cache` as the cache folder, and its stages' times. */
function build(root: string, cache: string): { seconds: number; stages: string } {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'commands', 'build.ts')],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORTFOLIO_CACHE_DIR: cache },
    },
  );
  if (run.status !== 0) throw new Error(`the build of ${root} failed:\n${run.stdout}\n${run.stderr}`);
  const stages = run.stdout.match(/^ {2}(check content .*)$/m)?.[1] ?? '';
  return { seconds: (performance.now() - started) / 1000, stages };
}

/** An edit of the owner's words only, as a content-only push makes: the profile's headline. */
function editContent(root: string): void {
  const profile = path.join(root, 'content', 'profile.yaml');
  fs.writeFileSync(profile, fs.readFileSync(profile, 'utf8').replace(/^headline: (.*)$/m, 'headline: $1, edited'));
}

function measure(label: string, root: string): { cold: number; warm: number } {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-cache-'));
  try {
    const cold = build(root, cache);
    editContent(root);
    const warm = build(root, cache);
    console.log(
      `${label.padEnd(12)} cold ${cold.seconds.toFixed(1).padStart(6)} s   warm (after a content edit) ${warm.seconds.toFixed(1).padStart(6)} s`,
    );
    console.log(`${''.padEnd(12)} cold: ${cold.stages}\n${''.padEnd(12)} warm: ${warm.stages}`);
    return { cold: cold.seconds, warm: warm.seconds };
  } finally {
    fs.rmSync(cache, { recursive: true, force: true });
  }
}

const sampleRoot = copyProject(repoRoot, { prefix: 'bench-build-sample-' });
const largeRoot = await largeSite(repoRoot);
try {
  const sample = measure('sample', sampleRoot);
  const large = measure('large site', largeRoot);
  const ratio = large.warm / sample.cold;
  console.log(`large site warm / sample cold: ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}× ${ratio <= TARGET_RATIO ? '✔' : '✖'})`);
} finally {
  for (const root of [sampleRoot, largeRoot]) fs.rmSync(root, { recursive: true, force: true });
}
