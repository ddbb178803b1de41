/**
 * Which files are the owner's and which the engine's, as package.json → `portfolio` declares them:
 * `ownerFiles` lists the owner's (a folder as `content/**`, or one file); every other file of the
 * repository is the engine's. `npm run upgrade` takes the engine's files of a release and touches
 * the owner's only through content migrations; `npm run make-it-yours` replaces the sample in them.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Ownership {
  /** Where releases come from: a git URL or a path (package.json → `portfolio.template`). */
  template?: string;
  /** The owner's files, as written in package.json. */
  ownerFiles: readonly string[];
}

/** The declaration in a package.json's text; none (every file the engine's) when it has no `portfolio`. */
export function readOwnership(packageJson: string): Ownership {
  const parsed: unknown = JSON.parse(packageJson);
  const declared = isRecord(parsed) && isRecord(parsed.portfolio) ? parsed.portfolio : {};
  const ownerFiles = Array.isArray(declared.ownerFiles) ? declared.ownerFiles.filter((entry): entry is string => typeof entry === 'string') : [];
  const template = typeof declared.template === 'string' ? declared.template : undefined;
  return { ownerFiles, ...(template ? { template } : {}) };
}

/** The declaration of the project at `root`. */
export function projectOwnership(root: string): Ownership {
  return readOwnership(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
}

/** Whether a repository path (`content/site.yaml`, forward slashes) is the owner's. */
export function isOwnerFile(file: string, ownership: Pick<Ownership, 'ownerFiles'>): boolean {
  return ownership.ownerFiles.some((pattern) => (pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
