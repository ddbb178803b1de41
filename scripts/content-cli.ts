/**
 * `npm run content:check` — validate content/ and print every problem.
 * `npm run content:build` — the same, then write the typed modules in src/content/.
 * Options: `--format human|github|json` (see scripts/content/report-problems.ts) and `--strict`
 * (warnings fail the command too). Exit code 1 when there are errors, 2 on a usage mistake.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, contentPaths } from './content/check-content.ts';
import { parseCliOptions } from './content/cli-options.ts';
import { countBySeverity } from './content/problem.ts';
import { printProblems } from './content/report-problems.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<number> {
  const options = parseCliOptions(process.argv.slice(2));
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  const started = performance.now();
  const result = checkContent(contentPaths(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : root), { strict: options.strict });
  printProblems(result, options.format);
  if (!result.ok) return 1;
  const { warnings } = countBySeverity(result.problems);
  const valid = `${result.data.size} files valid${warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''}`;
  // In json mode stdout carries the JSON document alone.
  const say = options.format === 'json' ? console.error : console.log;
  if (options.mode === 'build') {
    // Loaded only here: the type generator (and the formatter it uses) is slow to import.
    const { writeGeneratedModules } = await import('./content/generate-modules.ts');
    const written = await writeGeneratedModules(path.join(root, 'src', 'content'), result);
    const modules = written ? `updated (${written} files)` : 'up to date';
    say(`✔ content: ${valid}; src/content/ ${modules} in ${Math.round(performance.now() - started)} ms`);
  } else {
    say(`✔ content: ${valid} in ${Math.round(performance.now() - started)} ms`);
  }
  // How much of each other language is translated: the one-line summary of its warnings.
  for (const line of result.translationSummary) say(`  ${line}`);
  return 0;
}

// exitCode rather than exit(): a long JSON document on a pipe must be written out first.
process.exitCode = await main();
