/** `npm run check:imports`: the code's imports against the project's rules (scripts/checks/import-rules.ts); every problem at once. */
import { importProblems } from '../checks/import-rules.ts';
import { repoRoot } from '../paths.ts';

const problems = await importProblems(repoRoot);
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length) {
  console.error(`\n${problems.length} import${problems.length === 1 ? '' : 's'} break the project's rules (scripts/checks/import-rules.ts).`);
  process.exit(1);
}
console.log('✔ imports: no cycle, and no script reads the interface’s folders');
