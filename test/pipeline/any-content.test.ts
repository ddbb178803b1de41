/**
 * The owner's CI passes on the owner's content: `npm run test:site` (the suite `npm test` and the
 * owner's CI run on content/) stays green when content/ is replaced by any valid content — here a
 * one-project site in one language with no image, and a JSON Resume imported with
 * `npm run content:import`, TODO markers and all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** `npm run test:site` in the copy, as the owner's CI runs it, without this run's own test settings. */
function ownerSuite(root: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
  const run = spawnSync('npm', ['run', 'test:site'], { cwd: root, encoding: 'utf8', env: { ...env, NO_COLOR: '1', CI: 'true' } });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

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

  it('passes on content imported from a JSON Resume', () => {
    project = tempProject();
    // The import replaces the sample's files and leaves posts alone: an owner starting from the sample removes its posts (README).
    fs.rmSync(path.join(project.root, 'content', 'posts'), { recursive: true, force: true });
    fs.rmSync(path.join(project.root, 'content', 'fr', 'posts'), { recursive: true, force: true });
    const imported = project.run('content-import', [path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.3-data-analyst.json'), '--force']);
    expect(imported.stdout).toContain('✔ content:check passes.');
    const run = ownerSuite(project.root);
    expect(run.output).toMatch(/Tests +\d+ passed/);
    expect(run.status, run.output).toBe(0);
  });
});
