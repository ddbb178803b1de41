/**
 * The rules the code's imports follow, checked by dependency-cruiser (`npm run check:code`):
 *
 * - no cycle, type-only imports included: a type two modules share lives in a module below both,
 *   so the layers read one way (content checks below the check that runs them, page props below
 *   the pages);
 * - the engine's scripts take no data from the interface's folders (src/components/, src/sections/):
 *   what both need lives in src/lib/.
 */
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';

export const IMPORT_RULES: IFlattenedRuleSet = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'move what both modules need into a module below both',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-interface-in-engine',
      comment: 'move the data into src/lib/, where the scripts and the interface both read it',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/(components|sections)/' },
    },
  ],
};

/** The folders and files of the project's own code, from its root. */
export const CODE_ROOTS = ['scripts', 'src', 'test', 'vite.config.ts'];

/** Every import of the code under `roots` (relative to `baseDir`) that breaks a rule, one line each: `rule: from → to`, with the whole cycle for a cycle. */
export async function importProblems(baseDir: string, roots: readonly string[] = CODE_ROOTS): Promise<string[]> {
  const { output } = await cruise([...roots], {
    baseDir,
    validate: true,
    ruleSet: IMPORT_RULES,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|tmp-scratch)/' },
    // Type-only imports count: they tie the modules together as much as value imports do.
    tsPreCompilationDeps: true,
  });
  // The API's output is the result object unless an outputType asks for text.
  const { summary } = output as ICruiseResult;
  return summary.violations.map(({ rule, from, to, cycle }) => {
    const comment = IMPORT_RULES.forbidden?.find(({ name }) => name === rule.name)?.comment;
    const path = cycle ? ` (${[from, ...cycle.map(({ name }) => name)].join(' → ')})` : '';
    return `${rule.name}: ${from} → ${to}${path} — ${comment ?? ''}`;
  });
}
