/**
 * What a push or pull request runs on GitHub. The owner's part always runs: the content check, the
 * build, the budget and the owner's suite. The project's own suite (types, lint, unit, browser)
 * runs when a file of the engine changed — every file package.json → `portfolio.ownerFiles` does
 * not declare the owner's, the declaration `npm run upgrade` uses — on the template's own
 * repository, and whenever what changed cannot be known (a new branch, a manual run, a base commit
 * the clone lacks): a guess must never skip a test that a change needs.
 */
import { isOwnerFile, type Ownership } from '../ownership/owner-files.ts';

export interface WhatRunsInput {
  ownership: Ownership;
  /** The repository the workflow runs in, `owner/name` (GitHub's `GITHUB_REPOSITORY`). */
  repository?: string;
  /** The files the push or pull request changed, forward slashes; undefined when unknown. */
  changed: readonly string[] | undefined;
}

export interface WhatRuns {
  /** Whether the project's own suite runs. */
  project: boolean;
  /** Why, in one line the workflow prints. */
  reason: string;
  /** The engine's files among those changed. */
  engineFiles: string[];
}

/** At most this many engine files are named in the reason; the rest are counted. */
const NAMED_FILES = 5;

export function whatRuns({ ownership, repository, changed }: WhatRunsInput): WhatRuns {
  const template = repositoryOf(ownership.template);
  if (template && repository && template === repository.toLowerCase()) {
    return { project: true, reason: `${repository} is the template's own repository: its suite runs on every change.`, engineFiles: [] };
  }
  if (changed === undefined) return { project: true, reason: 'What changed is not known here, so everything runs.', engineFiles: [] };
  const engineFiles = changed.filter((file) => !isOwnerFile(file, ownership));
  if (engineFiles.length === 0) {
    return { project: false, reason: `Only the owner's files changed (${changed.length}): the project's own suite is skipped.`, engineFiles };
  }
  const named = engineFiles.slice(0, NAMED_FILES).join(', ');
  const more = engineFiles.length > NAMED_FILES ? ` and ${engineFiles.length - NAMED_FILES} more` : '';
  return { project: true, reason: `Files of the engine changed (${named}${more}): the project's own suite runs.`, engineFiles };
}

/** `owner/name` of a GitHub address (`https://github.com/o/n.git`, `git@github.com:o/n`), lower case; undefined for a path or another host. */
export function repositoryOf(address: string | undefined): string | undefined {
  const match = address?.match(/github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i);
  return match ? `${match[1]}/${match[2]}`.toLowerCase() : undefined;
}
