/**
 * `npm run content:check` — validate content/ and print every problem.
 * `npm run content:build` — the same, then write the typed modules in src/content/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, contentPaths } from './content/check-content.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'check' && mode !== 'build') {
  console.error('usage: content-cli.ts check|build');
  process.exit(2);
}

const started = performance.now();
const result = checkContent(contentPaths(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : root));
if (!result.ok) {
  console.error(result.report);
  process.exit(1);
}
const files = result.data.size;
if (mode === 'build') {
  // Loaded only here: the type generator (and the formatter it uses) is slow to import.
  const { writeGeneratedModules } = await import('./content/generate-modules.ts');
  const written = await writeGeneratedModules(path.join(root, 'src', 'content'), result);
  console.log(`✔ content: ${files} files valid; src/content/ ${written ? `updated (${written} files)` : 'up to date'} in ${Math.round(performance.now() - started)} ms`);
} else {
  console.log(`✔ content: ${files} files valid in ${Math.round(performance.now() - started)} ms`);
}
