/**
 * `npm run content:check` — check content/ and print every problem, located.
 * `npm run types` — write src/content/ (the content's types and enums) from the schemas.
 * Options of the check: `--format human|github|json` (see scripts/content/report-problems.ts) and
 * `--strict` (warnings fail the command too). Exit code 1 when there are errors, 2 on a usage mistake.
 * CONTENT_ROOT checks another site's content/ and public/.
 */
import path from 'node:path';
import { parseCliOptions } from '../content/cli-options.ts';
import { contentCheckCommand } from '../content/content-check-command.ts';
import { writeGeneratedTypes } from '../content/generate-types.ts';
import { contentPaths, repoRoot } from '../paths.ts';

async function main(): Promise<number> {
  const options = parseCliOptions(process.argv.slice(2));
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  if (options.mode === 'types') {
    const started = performance.now();
    const paths = contentPaths(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : repoRoot);
    const written = await writeGeneratedTypes(paths.schemaDir, path.join(repoRoot, 'src', 'content'));
    console.log(
      `✔ src/content/ ${written ? `updated (${written} files)` : 'up to date'} from schemas/ in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  }
  const { status, written } = await contentCheckCommand(options);
  for (const { to, text } of written) process[to].write(text);
  return status;
}

// exitCode rather than exit(): a long JSON document on a pipe must be written out first.
process.exitCode = await main();
