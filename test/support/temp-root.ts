/**
 * A throw-away site root for the resume tests: no content/ yet, the sample site's public/ linked
 * in, so checkContent runs on imported files as it would in the project.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleSiteRoot } from './sample-site.ts';

export { repoRoot } from '../../scripts/paths.ts';

export interface TempRoot {
  root: string;
  contentDir: string;
  remove: () => void;
}

export function tempRoot(prefix = 'resume-'): TempRoot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.symlinkSync(path.join(sampleSiteRoot, 'public'), path.join(root, 'public'));
  return { root, contentDir: path.join(root, 'content'), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
