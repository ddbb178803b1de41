/**
 * Real repositories for the upgrade tests, offline: a template repository with two releases —
 * 0.2.0, this working tree as it is (but for its suite, `test:site`, which is its build), and 0.1.0, made from it as an earlier release would be (an
 * engine file it later deletes, a README it later changes, no upgrade command, content without a
 * release), then a commit of main between the two (an engine file changed, the version still
 * 0.1.0) — and owners' repositories made from one of them the way GitHub's "Use this template"
 * makes them: the files, in a history of their own. The content is the frozen sample's, never the
 * owner's content/ of this working tree.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineRelease, withRelease } from '../../scripts/migrations/content-release.ts';
import { repoRoot } from '../../scripts/paths.ts';
import { sampleSiteRoot } from './sample-site.ts';

export const RETIRED_FILE = 'scripts/retired-helper.ts';
export const README_BEFORE = 'Read this first, from release 0.1.0.';
/** The engine file main changed after 0.1.0, before 0.2.0. */
export const CHANGED_BETWEEN = 'docs/releases.md';

export interface Template {
  dir: string;
  /** The commit of main between 0.1.0 and 0.2.0. */
  between: string;
}

export function git(cwd: string, ...args: string[]): string {
  const run = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: '2026-11-01T12:00:00Z', GIT_COMMITTER_DATE: '2026-11-01T12:00:00Z' },
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}

function initRepo(dir: string): void {
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'config', 'user.name', 'Test Owner');
  git(dir, 'config', 'user.email', 'owner@example.org');
}

function commitAll(dir: string, message: string): void {
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--message', message);
}

/** The template's repository. */
export function makeTemplate(): Template {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-'));
  const files = git(repoRoot, 'ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files.filter((f) => fs.existsSync(path.join(repoRoot, f)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
  // The sample as the project ships it, whatever the owner of this working tree made of content/.
  for (const folder of ['content', 'public']) {
    fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
    fs.cpSync(path.join(sampleSiteRoot, folder), path.join(dir, folder), { recursive: true });
  }
  fs.writeFileSync(
    path.join(dir, 'content/site.yaml'),
    withRelease(fs.readFileSync(path.join(dir, 'content/site.yaml'), 'utf8'), engineRelease(repoRoot)),
  );
  // Both releases' suite is their build: the upgrade runs whatever `test:site` a release defines, and
  // the owner's suite itself runs on other content in test/pipeline/any-content.test.ts.
  const manifest = path.join(dir, 'package.json');
  const suite = /"test:site": "[^"]*"/;
  if (!suite.test(fs.readFileSync(manifest, 'utf8'))) throw new Error('package.json has no test:site script');
  fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace(suite, '"test:site": "npm run build"'));
  initRepo(dir);
  // 0.1.0: the tree before this release's engine changes.
  const at = (file: string) => path.join(dir, file);
  const pkg = JSON.parse(fs.readFileSync(at('package.json'), 'utf8')) as { version: string };
  const v2 = fs.readFileSync(at('package.json'), 'utf8');
  const v2Readme = fs.readFileSync(at('README.md'), 'utf8');
  const v2Site = fs.readFileSync(at('content/site.yaml'), 'utf8');
  const v2Changelog = fs.readFileSync(at('CHANGELOG.md'), 'utf8');
  fs.writeFileSync(at('package.json'), v2.replace(`"version": "${pkg.version}"`, '"version": "0.1.0"'));
  fs.writeFileSync(at('README.md'), v2Readme.replace(/^(# .*\n)/, `$1\n${README_BEFORE}\n`));
  fs.writeFileSync(at(RETIRED_FILE), '/** A helper release 0.2.0 no longer ships. */\nexport const retired = true;\n');
  fs.writeFileSync(at('content/site.yaml'), v2Site.replace(/^# The release of the engine.*\nrelease: .*\n/m, ''));
  fs.writeFileSync(at('CHANGELOG.md'), v2Changelog.replace(/## 0\.2\.0[\s\S]*?(?=## 0\.1\.0)/, ''));
  for (const file of ['scripts/commands/upgrade.ts', 'scripts/upgrade']) fs.rmSync(at(file), { recursive: true, force: true });
  commitAll(dir, 'Release 0.1.0');
  git(dir, 'tag', 'v0.1.0');
  const v2Between = fs.readFileSync(at(CHANGED_BETWEEN), 'utf8');
  fs.writeFileSync(at(CHANGED_BETWEEN), `${v2Between}\nA line main had between 0.1.0 and 0.2.0.\n`);
  commitAll(dir, 'Docs, between releases');
  const between = git(dir, 'rev-parse', 'HEAD');
  fs.writeFileSync(at(CHANGED_BETWEEN), v2Between);
  // 0.2.0: this working tree.
  fs.writeFileSync(at('package.json'), v2);
  fs.writeFileSync(at('README.md'), v2Readme);
  fs.writeFileSync(at('content/site.yaml'), v2Site);
  fs.writeFileSync(at('CHANGELOG.md'), v2Changelog);
  fs.rmSync(at(RETIRED_FILE));
  for (const file of files.filter((f) => f.startsWith('scripts/upgrade/') || f === 'scripts/commands/upgrade.ts')) {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), at(file));
  }
  commitAll(dir, 'Release 0.2.0');
  git(dir, 'tag', 'v0.2.0');
  return { dir, between };
}

export interface OwnerRepo {
  root: string;
  at: (file: string) => string;
  commit: (message: string) => void;
  head: () => string;
  remove: () => void;
}

/** An owner's repository made from a commit of the template (release 0.1.0 by default), node_modules linked from this project. */
export function ownerRepo(template: string, release = 'v0.1.0'): OwnerRepo {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-'));
  const archive = spawnSync('git', ['archive', release], { cwd: template, maxBuffer: 1 << 30 });
  spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
  initRepo(root);
  // A linked node_modules is not a folder to git's `node_modules/` rule: keep it out of `git status`.
  fs.appendFileSync(path.join(root, '.git', 'info', 'exclude'), 'node_modules\n');
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  commitAll(root, 'Initial commit');
  return {
    root,
    at: (file) => path.join(root, file),
    commit: (message) => commitAll(root, message),
    head: () => git(root, 'rev-parse', 'HEAD'),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
