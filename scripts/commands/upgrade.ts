/**
 * `npm run upgrade [-- --from <git URL or path>] [--to <release or commit>] [--keep <file>]… [--take <file>]…
 * [--keep-all | --take-all] [--skip-tests] [--root <repository>]`: takes a release of the engine
 * (scripts/upgrade/upgrade.ts). `--root` upgrades another repository with this copy's command:
 * the way in for a copy from before the command existed (README → Take a new release).
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { repoRoot } from '../paths.ts';
import type { Choice } from '../upgrade/conflicts.ts';
import { upgrade } from '../upgrade/upgrade.ts';

export const UPGRADE_OPTIONS = {
  root: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  keep: { type: 'string', multiple: true },
  take: { type: 'string', multiple: true },
  'keep-all': { type: 'boolean', default: false },
  'take-all': { type: 'boolean', default: false },
  'skip-tests': { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

type Values = ReturnType<typeof parseArgs<{ options: typeof UPGRADE_OPTIONS }>>['values'];

export async function runUpgrade(argv: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  let values: Values;
  try {
    ({ values } = parseArgs({ args: [...argv], options: UPGRADE_OPTIONS }));
  } catch (error) {
    log(
      `${(error as Error).message}\nUsage: npm run upgrade -- [--from <git URL or path>] [--to <release>] [--keep <file>] [--take <file>] [--skip-tests]`,
    );
    return 2;
  }
  const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  try {
    return await upgrade({
      root: path.resolve(values.root ?? repoRoot),
      ...(values.from ? { from: values.from } : {}),
      ...(values.to ? { to: values.to } : {}),
      keep: values.keep ?? [],
      take: values.take ?? [],
      keepAll: values['keep-all'],
      takeAll: values['take-all'],
      skipTests: values['skip-tests'],
      log,
      ...(terminal
        ? {
            ask: async (conflict, diff): Promise<Choice | undefined> => {
              log(`\n── ${conflict.path}: you changed it, and the release changes it too. What you changed:\n${diff}`);
              const answer = (await terminal.question('Keep yours (k) or take the release’s (t, yours is saved)? [k/t] ')).trim().toLowerCase();
              return answer.startsWith('t') ? 'take' : answer.startsWith('k') ? 'keep' : undefined;
            },
          }
        : {}),
    });
  } finally {
    terminal?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await runUpgrade(process.argv.slice(2));
}
