/**
 * A file of last good GitHub facts: each repository's facts with the instant they were fetched,
 * and the API they came from (a stand-in's facts are never taken for GitHub's). The build keeps
 * one in its cache folder (restored by CI); the owner may commit one as content/github-facts.json.
 * Read as untrusted: a corrupt or hand-edited file, or entry, is left out with a word for the
 * warning, never a crash.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GithubFacts } from '../../src/lib/github-facts.ts';
import { factsFromFile, validInstant } from './repository-facts.ts';

export interface Fetched {
  facts: GithubFacts;
  /** When they were fetched, as an ISO instant. */
  fetched: string;
}

export interface FactsFile {
  api: string;
  /** By repository, `owner/name` in lower case. */
  repositories: ReadonlyMap<string, Fetched>;
}

export interface ReadFacts {
  /** The file's facts from `api`: none when it is missing, unreadable or from another API. */
  repositories: Map<string, Fetched>;
  /** What was wrong with it, for the warning ("content/github-facts.json is not JSON (ignored)"); undefined when nothing was. */
  problem?: string;
  /** The API its facts came from, when it is another: a build from this API leaves the file as it is. */
  otherApi?: string;
}

const ABOUT = 'The last good GitHub facts of the projects, written by the build (scripts/github/). Safe to delete.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The facts `file` keeps from `api`; `shown` names it in a problem. */
export function readFactsFile(file: string, api: string, shown = path.basename(file)): ReadFacts {
  const repositories = new Map<string, Fetched>();
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
    return missing ? { repositories } : { repositories, problem: `${shown} could not be read (ignored)` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { repositories, problem: `${shown} is not JSON (ignored)` };
  }
  // `{}` is an empty facts file: how an owner starts keeping one (docs/content-reference.md).
  if (isRecord(json) && Object.keys(json).length === 0) return { repositories };
  if (!isRecord(json) || typeof json.api !== 'string' || !isRecord(json.repositories))
    return { repositories, problem: `${shown} is not a facts file (ignored)` };
  if (json.api !== api) return { repositories, otherApi: json.api };
  let ignored = 0;
  for (const [repository, entry] of Object.entries(json.repositories)) {
    const facts = factsFromFile(entry);
    const fetched = isRecord(entry) ? entry.fetched : undefined;
    if (facts && validInstant(fetched) && /^[a-z0-9-]+\/[a-z0-9._-]+$/.test(repository)) repositories.set(repository, { facts, fetched });
    else ignored++;
  }
  return ignored
    ? { repositories, problem: `${shown} has ${ignored} entr${ignored === 1 ? 'y that is' : 'ies that are'} not facts (ignored)` }
    : { repositories };
}

/** The file's text: repositories in order, so it changes only where the facts do. */
export function factsFileText({ api, repositories }: FactsFile): string {
  const entries = [...repositories]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([repository, { facts, fetched }]): [string, Record<string, unknown>] => [repository, { fetched, ...facts }]);
  return `${JSON.stringify({ about: ABOUT, api, repositories: Object.fromEntries(entries) }, null, 2)}\n`;
}

/**
 * Takes the repositories of GitHub account `owner` out of the file, leaving the rest of it as it
 * was (make-it-yours: the sample owner's go, the file and the owner's own stay); whether it changed.
 * A file that cannot be read as a facts file is left alone.
 */
export function dropRepositoriesOf(file: string, owner: string): boolean {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  if (!isRecord(json) || !isRecord(json.repositories)) return false;
  const prefix = `${owner.toLowerCase()}/`;
  const entries = Object.entries(json.repositories);
  const kept = entries.filter(([repository]) => !repository.toLowerCase().startsWith(prefix));
  if (kept.length === entries.length) return false;
  fs.writeFileSync(file, `${JSON.stringify({ ...json, repositories: Object.fromEntries(kept) }, null, 2)}\n`);
  return true;
}

/** Writes the file when its text changes (whole or not at all: a build beside this one reads it); whether it did. */
export function writeFactsFile(file: string, facts: FactsFile): boolean {
  const text = factsFileText(facts);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
  return true;
}
