/**
 * The one line a build prints when GitHub's facts are not all fresh: why (rate limit, timeout,
 * a repository GitHub does not know, a corrupt facts file), and what the pages show instead —
 * the last good facts and their date, or none. One line for the whole build, however many
 * repositories failed: the build goes on.
 */

export interface FactsReport {
  /** Repositories without fresh facts, by why (fetch-repository.ts's reasons). */
  failed: ReadonlyMap<string, readonly string[]>;
  /** Of those, the ones that keep their last good facts, with the instant they were fetched. */
  kept: ReadonlyMap<string, string>;
  /** Repositories GitHub answered 404 for (they may keep their last good facts, in `kept`). */
  notFound: readonly string[];
  /** What was wrong with a facts file ("content/github-facts.json is not JSON (ignored)"). */
  fileProblems: readonly string[];
  /** How many repositories were asked for: one reason for them all is said without naming each. */
  total?: number;
}

const NAMES_SHOWN = 3;

function names(repositories: readonly string[]): string {
  const more = repositories.length - NAMES_SHOWN;
  return `${repositories.slice(0, NAMES_SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The facts' days, oldest to newest: "2026-11-20" or "2026-11-18 to 2026-11-20". */
function days(instants: Iterable<string>): string {
  const sorted = [...new Set([...instants].map((instant) => instant.slice(0, 10)))].sort();
  return sorted.length > 1 ? `${sorted[0]} to ${sorted.at(-1)}` : (sorted[0] ?? '');
}

/** The warning line; undefined when every repository has fresh facts and every file was good. */
export function factsWarning({ failed, kept, notFound, fileProblems, total }: FactsReport): string | undefined {
  const parts: string[] = [];
  const failing = [...failed.values()].flat();
  const all = failed.size === 1 && total !== undefined && total > 1 && failing.length === total;
  for (const [reason, repositories] of failed) parts.push(`${reason} for ${all ? `all ${total} repositories` : names(repositories)}`);
  if (notFound.length > 0) parts.push(`GitHub does not know ${names(notFound)} (404: private, renamed or gone)`);
  if (kept.size > 0) parts.push(`${plural(kept.size, 'repository keeps its', 'repositories keep their')} facts of ${days(kept.values())}`);
  const unanswered = [...failing, ...notFound];
  const none = unanswered.filter((repository) => !kept.has(repository));
  if (none.length > 0 && none.length === unanswered.length) parts.push(`${none.length === 1 ? 'it has' : 'they have'} no facts`);
  else if (none.length > 0) parts.push(`${plural(none.length, 'repository has', 'repositories have')} none (${names(none)})`);
  parts.push(...fileProblems);
  return parts.length > 0 ? `⚠ GitHub facts: ${parts.join('; ')} — the build goes on.` : undefined;
}
