/**
 * A project's facts from GitHub (stars, main language, last push, archived), as the build fetched
 * them (scripts/github/) and the pages show them: on the card, in the project's details and in its
 * JSON-LD. They travel as data from the build; a visitor's browser never asks GitHub.
 */
import { formatDay } from './post-dates.ts';

export interface GithubFacts {
  /** Stargazers. */
  stars: number;
  /** The repository's main language, as GitHub names it (TypeScript, C++); none for a repository without code. */
  language?: string;
  /** The last push, as an ISO instant (2026-11-20T09:12:00Z). */
  pushedAt: string;
  archived: boolean;
  /** The repository's own description: the owner's words on GitHub, shown as text. */
  description?: string;
}

/** Facts by repository (`owner/name`, lower case). */
export type GithubFactsTable = Readonly<Record<string, GithubFacts>>;

/** Facts as a page in one language shows them: the last push's day written by the server, so an island hydrates the same words whatever the browser's Intl writes. */
export interface ShownFacts extends GithubFacts {
  /** The last push's day in the page's language: "November 20, 2026", "20 novembre 2026". */
  pushedOn: string;
}

/** A github.com repository's `owner/name`, lower case (GitHub's names ignore case); undefined for any other address. */
export function repositoryOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.hostname !== 'github.com' && parsed.hostname !== 'www.github.com') return undefined;
  const [owner, name] = parsed.pathname.split('/').filter(Boolean);
  if (!owner || !name || !/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(owner)) return undefined;
  const repository = name.replace(/\.git$/, '');
  return /^[A-Za-z0-9._-]{1,100}$/.test(repository) ? `${owner}/${repository}`.toLowerCase() : undefined;
}

/** The facts of a project's repository, when the build has them. */
export function factsFor(table: GithubFactsTable, project: { links?: { github?: string } }): GithubFacts | undefined {
  const repository = repositoryOf(project.links?.github);
  return repository === undefined ? undefined : table[repository];
}

/** A project's repository's address and its facts, for its JSON-LD. */
export interface RepositoryFacts {
  url: string;
  facts: GithubFacts;
}

/** `{ repository }` when the build has the project's facts, else nothing: spread into a page's description. */
export function repositoryFacts(table: GithubFactsTable, project: { links?: { github?: string } }): { repository?: RepositoryFacts } {
  const facts = factsFor(table, project);
  const url = project.links?.github;
  return facts && url ? { repository: { url, facts } } : {};
}

/** A project's facts as a page in `languageTag` shows them. */
export function shownFactsFor(table: GithubFactsTable, project: { links?: { github?: string } }, languageTag: string): ShownFacts | undefined {
  const facts = factsFor(table, project);
  return facts && { ...facts, pushedOn: formatDay(facts.pushedAt.slice(0, 10), languageTag) };
}

/** The shown facts of each project that has them, by the project's slug: what an island carries (nothing for the others). */
export function shownFactsBySlug(
  table: GithubFactsTable,
  projects: readonly { slug: string; links?: { github?: string } }[],
  languageTag: string,
): Readonly<Record<string, ShownFacts>> {
  return Object.fromEntries(
    projects.flatMap((project) => {
      const facts = shownFactsFor(table, project, languageTag);
      return facts ? [[project.slug, facts]] : [];
    }),
  );
}
