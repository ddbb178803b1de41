/**
 * `npm run share-cards -- [--out DIR] [--portrait FILE]`: draws the site card, the icons and one
 * card per project from content/ into DIR (default dist/share-cards), without a browser.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { makeCards } from './make-cards.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let args: { out?: string; portrait?: string };
try {
  args = parseArgs({ options: { out: { type: 'string' }, portrait: { type: 'string' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run share-cards -- [--out DIR] [--portrait FILE]`);
  process.exit(2);
}
const outDir = path.resolve(args.out ?? path.join(root, 'dist', 'share-cards'));

const started = performance.now();
try {
  const files = await makeCards({ root, outDir, portrait: args.portrait && path.resolve(args.portrait) });
  const where = path.relative(process.cwd(), outDir) || '.';
  console.log(`✔ share cards: ${files.length} images written to ${where} in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  // Expected failures (content problems, a missing or broken image) already read as sentences.
  console.error((error as Error).message);
  process.exit(1);
}
