/**
 * Engine files the owner changed that the release changes too: never replaced in silence. Each is
 * kept or taken as the owner says (flags, or a question in a terminal); until every one is decided
 * the upgrade stops, showing what the owner had changed.
 */
import type { Conflict } from './engine-files.ts';
import type { Git } from './git.ts';

export type Choice = 'keep' | 'take';

export interface Choices {
  keep: readonly string[];
  take: readonly string[];
  keepAll?: boolean;
  takeAll?: boolean;
  /** Asks in a terminal. */
  ask?: (conflict: Conflict, diff: string) => Promise<Choice | undefined>;
}

/** What the owner changed in an engine file, against the release they are on. */
export function ownerDiff(git: Git, conflict: Conflict): string {
  const { base, mine, path } = conflict;
  if (!base) return `(a file of yours where the release now adds ${path})`;
  if (!mine) return `(you deleted ${path})`;
  return git(['diff', '--no-color', '--no-ext-diff', `--src-prefix=release-you-were-on/`, `--dst-prefix=yours/`, base.blob, mine.blob]);
}

export async function decide(git: Git, conflicts: readonly Conflict[], choices: Choices): Promise<Map<string, Choice | undefined>> {
  const decided = new Map<string, Choice | undefined>();
  for (const conflict of conflicts) {
    const { path } = conflict;
    // A file named on its own wins over --keep-all and --take-all.
    const named: Choice | undefined = choices.take.includes(path) ? 'take' : choices.keep.includes(path) ? 'keep' : undefined;
    let choice: Choice | undefined = named ?? (choices.takeAll ? 'take' : choices.keepAll ? 'keep' : undefined);
    if (!choice && choices.ask) choice = await choices.ask(conflict, ownerDiff(git, conflict));
    decided.set(path, choice);
  }
  return decided;
}

/** The report of undecided conflicts: each file with the owner's change, then how to decide. */
export function undecidedReport(git: Git, conflicts: readonly Conflict[], savedUnder: string): string[] {
  const lines = [
    `✖ ${conflicts.length} engine file${conflicts.length === 1 ? '' : 's'} you changed ${conflicts.length === 1 ? 'is' : 'are'} changed by the release too:`,
  ];
  for (const conflict of conflicts) lines.push('', `── ${conflict.path} — what you changed:`, ownerDiff(git, conflict));
  const first = conflicts[0]?.path ?? '<file>';
  lines.push(
    '',
    'Nothing was changed. Run the upgrade again saying, for each, which to keep:',
    `  --keep ${first}   keeps yours (the release's changes to it are not taken)`,
    `  --take ${first}   takes the release's, and saves yours as ${savedUnder}/${first}`,
    '  (--keep-all or --take-all decide every one.)',
  );
  return lines;
}
