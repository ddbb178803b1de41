/**
 * `npm run content:check` — check content/ and print every problem, located.
 * `npm run types` — write src/content/ (the content's types and enums) from the schemas.
 * Options of the check: `--format human|github|json` (see scripts/content/report-problems.ts) and
 * `--strict` (warnings fail the command too). Exit code 1 when there are errors, 2 on a usage mistake.
 * CONTENT_ROOT checks another site's content/ and public/.
 */
import path from 'node:path';
import { parseCliOptions } from '../content/cli-options.ts';
import { writeGeneratedTypes } from '../content/generate-types.ts';
import { countBySeverity } from '../content/problem.ts';
import { printProblems } from '../content/report-problems.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { checkSite } from '../site/check-site.ts';

async function main(): Promise<number> {
  const options = parseCliOptions(process.argv.slice(2));
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  const started = performance.now();
  const paths = contentPaths(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : repoRoot);
  if (options.mode === 'types') {
    const written = await writeGeneratedTypes(paths.schemaDir, path.join(repoRoot, 'src', 'content'));
    console.log(
      `✔ src/content/ ${written ? `updated (${written} files)` : 'up to date'} from schemas/ in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  }
  // The check the build runs, images decoded included (cached: an unchanged image costs a hash).
  const { check: result } = await checkSite(paths, { strict: options.strict });
  printProblems(result, options.format);
  if (!result.ok) return 1;
  const { warnings } = countBySeverity(result.problems);
  const posts = result.posts?.count ? ` and ${result.posts.count} post${result.posts.count === 1 ? '' : 's'}` : '';
  const valid = `${result.data.size} files${posts} valid${warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''}`;
  // In json mode stdout carries the JSON document alone.
  const say = options.format === 'json' ? console.error : console.log;
  say(`✔ content: ${valid} in ${Math.round(performance.now() - started)} ms`);
  // How much of each other language is translated: the one-line summary of its warnings.
  for (const line of result.translationSummary) say(`  ${line}`);
  return 0;
}

// exitCode rather than exit(): a long JSON document on a pipe must be written out first.
process.exitCode = await main();
