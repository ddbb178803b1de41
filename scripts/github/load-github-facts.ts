/**
 * The GitHub facts of a site's repositories for one build: asked of the API in parallel (each
 * request bounded in time), and where a request fails, the last good facts of the two facts files
 * (the build's cache folder's, restored by CI, and content/github-facts.json when the owner keeps
 * one), the newer of the two. Fresh facts go into the cache folder's file, and into the owner's
 * file only when it exists, was read whole, holds this API's facts and they differ, with a line
 * saying what changed. Never a failed build: at most one warning line.
 */
import fs from 'node:fs';
import type { GithubFacts } from '../../src/lib/github-facts.ts';
import { readFactsFile, writeFactsFile, type Fetched } from './facts-file.ts';
import { factsWarning } from './facts-warning.ts';
import { fetchRepository, type GithubSource, type Outcome } from './fetch-repository.ts';

export interface FactsFiles {
  /** The build's own copy, in its cache folder. */
  cache: string;
  /** The owner's copy, content/github-facts.json: read when present, written only when present. */
  committed: string;
  /** The owner's copy's name, as lines name it. */
  committedShown: string;
}

export interface LoadedFacts {
  /** The facts the pages show, by repository. */
  table: Record<string, GithubFacts>;
  /** The lines to print: the warning, and what changed in the owner's file. */
  notices: string[];
}

/** The cache folder's copy, as lines name it. */
const CACHE_SHOWN = 'the build cache’s github-facts.json';

/** Requests at once: GitHub asks API clients not to send many at the same time. */
const AT_ONCE = 8;

async function fetchAll(repositories: readonly string[], source: GithubSource): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const queue = [...repositories];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) outcomes.set(next, await fetchRepository(next, source));
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
  return outcomes;
}

const newer = (a: Fetched | undefined, b: Fetched | undefined) => (!a ? b : !b ? a : a.fetched >= b.fetched ? a : b);
const sameFacts = (a: GithubFacts, b: GithubFacts) => JSON.stringify(a) === JSON.stringify(b);

/** The owner's file rewritten with the facts shown, an entry kept as it was where its facts did not change; the line saying what changed. */
function updateCommitted(
  files: FactsFiles,
  api: string,
  shown: ReadonlyMap<string, Fetched>,
  before: ReadonlyMap<string, Fetched>,
): string | undefined {
  const next = new Map(
    [...shown].map(([repository, entry]) => {
      const old = before.get(repository);
      return [repository, old && sameFacts(old.facts, entry.facts) ? old : entry] as const;
    }),
  );
  const changed = [...next].filter(([repository, entry]) => before.get(repository) !== entry).map(([repository]) => repository);
  const removed = [...before.keys()].filter((repository) => !next.has(repository));
  if (!writeFactsFile(files.committed, { api, repositories: next })) return undefined;
  const what = [changed.length ? `new facts of ${changed.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
  return `✎ ${files.committedShown}: ${what.join('; ') || 'rewritten'}`;
}

/**
 * The facts of `repositories` (`owner/name`, lower case) from `source`; with `source.offline`, from
 * the files alone (the dev server after its first load: no request on every save).
 */
export async function loadGithubFacts(
  repositories: readonly string[],
  source: GithubSource & { offline?: boolean },
  files: FactsFiles,
  now = new Date(),
): Promise<LoadedFacts> {
  const wanted = [...new Set(repositories)].sort();
  if (wanted.length === 0) return { table: {}, notices: [] };
  const cache = readFactsFile(files.cache, source.api, CACHE_SHOWN);
  const committed = readFactsFile(files.committed, source.api, files.committedShown);
  const outcomes = source.offline ? new Map<string, Outcome>() : await fetchAll(wanted, source);
  const fetched = now.toISOString().replace(/\.\d+Z$/, 'Z');
  const shown = new Map<string, Fetched>();
  const failed = new Map<string, string[]>();
  const kept = new Map<string, string>();
  const notFound: string[] = [];
  for (const repository of wanted) {
    const outcome = outcomes.get(repository);
    if (outcome?.kind === 'facts') {
      shown.set(repository, { facts: outcome.facts, fetched });
      continue;
    }
    // A 404 keeps the last good facts too: GitHub answers it for a private repository asked without a token.
    const last = newer(cache.repositories.get(repository), committed.repositories.get(repository));
    if (last) shown.set(repository, last);
    if (outcome?.kind === 'not-found') notFound.push(repository);
    else if (outcome?.kind === 'failed') failed.set(outcome.reason, [...(failed.get(outcome.reason) ?? []), repository]);
    else continue;
    if (last) kept.set(repository, last.fetched);
  }
  // The cache folder's file keeps other sites' repositories (the tests build several).
  const cached = new Map(cache.repositories);
  for (const [repository, entry] of shown) cached.set(repository, entry);
  const fileProblems = [cache.problem, committed.problem].filter((problem): problem is string => problem !== undefined);
  // A folder that cannot be written (read-only, full) costs the next build its last good facts, not this build.
  const written = (name: string, write: () => string | boolean | undefined) => {
    try {
      return write();
    } catch {
      fileProblems.push(`${name} could not be written`);
      return undefined;
    }
  };
  written(CACHE_SHOWN, () => writeFactsFile(files.cache, { api: source.api, repositories: cached }));
  // The owner's file is rewritten only when it was read whole: a file with an entry this code cannot
  // read, or with another API's facts, is left as it is (the warning names the first).
  const committedUsable = fs.existsSync(files.committed) && committed.problem === undefined && committed.otherApi === undefined;
  const changed = committedUsable
    ? written(files.committedShown, () => updateCommitted(files, source.api, shown, committed.repositories))
    : undefined;
  const warning = factsWarning({ failed, kept, notFound, fileProblems, total: wanted.length });
  return {
    table: Object.fromEntries([...shown].map(([repository, { facts }]) => [repository, facts])),
    notices: [warning, changed].filter((line): line is string => typeof line === 'string'),
  };
}
