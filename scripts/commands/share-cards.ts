/**
 * `npm run share-cards -- [--out DIR] [--portrait FILE]`: draws the share cards and the icons from
 * content/ into DIR (default dist/share-cards) without building the rest, as the build draws them
 * (scripts/outputs/share-cards.ts and icons.ts). `--portrait` tries another photo on the site card.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeOutputsStage } from '../build/5-write-outputs.ts';
import icons from '../outputs/icons.ts';
import { NO_PAGES } from '../outputs/output.ts';
import { shareCards } from '../outputs/share-cards.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { loadSite } from '../site/load-site.ts';

let args: { out?: string; portrait?: string };
try {
  args = parseArgs({ options: { out: { type: 'string' }, portrait: { type: 'string' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run share-cards -- [--out DIR] [--portrait FILE]`);
  process.exit(2);
}
const outDir = path.resolve(args.out ?? path.join(repoRoot, 'dist', 'share-cards'));

const started = performance.now();
const { check, site } = await loadSite(contentPaths(repoRoot));
if (!site) {
  console.error(`The share cards are drawn from content/, which has problems to fix first:\n${check.report}`);
  process.exit(1);
}
try {
  const outputs = [shareCards({ portrait: args.portrait && path.resolve(args.portrait) }), icons];
  const files = await writeOutputsStage(outputs, { site, pages: NO_PAGES }, outDir);
  const where = path.relative(process.cwd(), outDir) || '.';
  console.log(`✔ share cards: ${files.length} images written to ${where} in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  // Expected failures (a missing or broken image) already read as sentences.
  console.error((error as Error).message);
  process.exit(1);
}
