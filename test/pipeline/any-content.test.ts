/**
 * The owner's CI passes on the owner's content: `npm run test:site` (the suite `npm test` and the
 * owner's CI run on content/) stays green when content/ is replaced by any valid content — here a
 * one-project site in one language with no image, and the sample made the owner's from a JSON
 * Resume with `npm run make-it-yours`, TODO markers and all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { findSampleTraces } from '../../scripts/starter/find-traces.ts';
import { ownerSuite } from '../support/owner-suite.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject | undefined;
afterEach(() => project?.remove());

// Each test runs the whole owner's suite: 50 s alone on 2 cores, 90 s beside a CPU-heavy process.
describe('npm run test:site on other content', { timeout: 400_000 }, () => {
  it('passes on a site of one project, in one language, with no image', () => {
    project = tempProject({ site: path.join(repoRoot, 'test', 'fixtures', 'minimal-site') });
    const run = ownerSuite(project.root);
    expect(run.output).toMatch(/Tests +\d+ passed/);
    expect(run.output).toContain('✔ built dist/');
    expect(run.status, run.output).toBe(0);
    expect(fs.readFileSync(path.join(project.root, 'dist', 'index.html'), 'utf8')).toContain('>Ana Lima</h1>');
  });

  it('passes on the sample made the owner’s from their JSON Resume, in two languages, with nothing of the sample left', () => {
    project = tempProject();
    const made = project.run('make-it-yours', [
      '--resume',
      path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.3-data-analyst.json'),
      '--languages',
      'en,fr',
    ]);
    expect(made.stdout).toContain('✔ content:check passes.');
    expect(made.status, made.stdout).toBe(0);
    const run = ownerSuite(project.root);
    expect(run.output).toMatch(/Tests +\d+ passed/);
    expect(run.output).not.toContain('This is still the sample site');
    expect(run.status, run.output).toBe(0);
    const dirs = ['content', 'public', 'dist'].map((dir) => path.join(project?.root ?? '', dir));
    expect(findSampleTraces(dirs)).toEqual([]);
    expect(fs.readFileSync(path.join(project.root, 'dist', 'fr', 'index.html'), 'utf8')).toContain('<html lang="fr"');
  });
});
