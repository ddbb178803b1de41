/**
 * The owner's CI passes on the owner's content: `npm run test:site` (the suite `npm test` and the
 * owner's CI run on content/) stays green when content/ is replaced by any valid content — here a
 * one-project site in one language with no image. The sample made the owner's from a JSON Resume
 * in two languages, TODO markers and all, is the site upgrade.test.ts upgrades, and the upgrade
 * runs the same suite on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { ownerSuite } from '../support/owner-suite.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject | undefined;
afterEach(() => project?.remove());

// The test runs the whole owner's suite: 50 s alone on 2 cores, 90 s beside a CPU-heavy process.
describe('npm run test:site on other content', () => {
  it('passes on a site of one project, in one language, with no image', () => {
    project = tempProject({ site: path.join(repoRoot, 'test', 'fixtures', 'minimal-site') });
    const run = ownerSuite(project.root);
    expect(run.output).toMatch(/Tests +\d+ passed/);
    expect(run.output).toContain('✔ built dist/');
    expect(run.status, run.output).toBe(0);
    expect(fs.readFileSync(path.join(project.root, 'dist', 'index.html'), 'utf8')).toContain('>Ana Lima</h1>');
  });
});
