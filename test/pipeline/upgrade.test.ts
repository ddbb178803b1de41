/**
 * `npm run upgrade` on real repositories, offline: an owner's repository made from release 0.1.0
 * of a template repository (test/support/release-repos.ts), made theirs, upgraded to 0.2.0 (this
 * working tree) with this project's command, as an owner whose copy predates the command does.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { findSampleTraces } from '../../scripts/starter/find-traces.ts';
import { git, makeTemplate, ownerRepo, README_BEFORE, RETIRED_FILE, type OwnerRepo } from '../support/release-repos.ts';
import { TSX } from '../support/temp-project.ts';

let template: string;
let between: string;
const owners: OwnerRepo[] = [];
beforeAll(() => {
  ({ dir: template, between } = makeTemplate());
});
afterEach(() => {
  for (const owner of owners.splice(0)) owner.remove();
});
afterAll(() => fs.rmSync(template, { recursive: true, force: true }));

/** This run's environment without its test settings: the upgrade runs the owner's suite. */
const env = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST')),
  NO_COLOR: '1',
});
const command = (name: string, args: readonly string[]) => [TSX, path.join(repoRoot, 'scripts', 'commands', `${name}.ts`), ...args];

function upgrade(owner: OwnerRepo, ...args: string[]) {
  const run = spawnSync(process.execPath, command('upgrade', ['--root', owner.root, '--from', template, ...args]), {
    cwd: repoRoot,
    encoding: 'utf8',
    env: env(),
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function owner(commit = 'v0.1.0'): OwnerRepo {
  const made = ownerRepo(template, commit);
  owners.push(made);
  return made;
}

/** Every file of a commit under the folders, with its blob. */
function files(repo: string, commit: string, ...folders: string[]): Map<string, string> {
  const lines = git(repo, 'ls-tree', '-r', commit, '--', ...folders)
    .split('\n')
    .filter(Boolean);
  return new Map(lines.map((line) => [line.split('\t')[1] ?? '', line.split(' ')[2]?.split('\t')[0] ?? '']));
}

const status = (repo: OwnerRepo) => git(repo.root, 'status', '--porcelain');
const replace = (file: string, from: string | RegExp, to: string) => {
  const text = fs.readFileSync(file, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file}: ${String(from)} not found`);
  fs.writeFileSync(file, changed);
};

/** An owner's site, made theirs at 0.1.0: their JSON Resume, a portrait, a post, a section of their own, a French translation, an own CV link in 0.1.0's form. */
async function madeTheirs(repo: OwnerRepo): Promise<void> {
  const resume = path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.3-data-analyst.json');
  const made = spawnSync(process.execPath, command('make-it-yours', ['--root', repo.root, '--resume', resume, '--languages', 'en,fr']), {
    encoding: 'utf8',
    env: env(),
  });
  expect(made.status, made.stdout).toBe(0);
  // Written as 0.1.0 wrote it: no release recorded, the CV link under its name of then.
  replace(repo.at('content/site.yaml'), /^# The release of the engine.*\nrelease: .*\n/m, '');
  replace(
    repo.at('content/profile.yaml'),
    /^profiles:/m,
    "photo: /images/portrait.jpg\nresume:\n  french: 'https://example.org/mon-cv.pdf'   # mine, kept up to date\nprofiles:",
  );
  fs.mkdirSync(repo.at('public/images'), { recursive: true });
  await sharp({ create: { width: 800, height: 800, channels: 3, background: '#7a4' } })
    .jpeg()
    .toFile(repo.at('public/images/portrait.jpg'));
  fs.mkdirSync(repo.at('content/posts'), { recursive: true });
  fs.writeFileSync(
    repo.at('content/posts/hello-again.md'),
    '---\ntitle: Hello again\ndate: 2026-10-01\nsummary: Why I rebuilt my site.\n---\n\nIt is mine now.\n',
  );
  fs.mkdirSync(repo.at('content/sections'), { recursive: true });
  fs.writeFileSync(
    repo.at('content/sections/talks.yaml'),
    'kind: list\ntitle: Talks\nentries:\n  - title: Dashboards people read\n    period: Mar 2026\n',
  );
  replace(
    repo.at('content/site.yaml'),
    /^copyrightYear:/m,
    'sections: [home, about, skills, experience, projects, talks, writing, contact]\ncopyrightYear:',
  );
  fs.mkdirSync(repo.at('content/fr'), { recursive: true });
  fs.writeFileSync(repo.at('content/fr/profile.yaml'), '# Mon profil en français.\nheadline: Ingénieure logistique\n');
  repo.commit('My site');
}

// The whole upgrade runs the release's suite (the build: release-repos.ts); the others stop before it, or skip it.
describe('npm run upgrade', () => {
  it('takes release 0.2.0 into an owner’s repository made from main between releases: no conflict, their files byte for byte but what the migration changed, nothing of the sample, their suite green', async () => {
    // Made from main after 0.1.0 (still version 0.1.0): the files main changed since are not the owner's.
    const repo = owner(between);
    await madeTheirs(repo);
    const before = repo.head();
    const run = upgrade(repo);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(`Release: commit ${between.slice(0, 7)} (the closest to your copy: 0 engine files differ) → 0.2.0`);
    expect(run.output).toContain('Checks: content:check passed, test:site passed');
    expect(run.output).toContain('Yours for good'); // the changelog's 0.2.0 section
    expect(run.output).toMatch(/content\/profile\.yaml:\d+:3 resume\.french → resume\.fr/);
    expect(run.output).not.toContain('changed by the release too');
    expect(run.output).toContain('Nothing needs your hand.');

    // One commit on top of theirs, and a clean tree.
    expect(git(repo.root, 'rev-parse', 'HEAD~1')).toBe(before);
    expect(status(repo)).toBe('');
    // Their files: byte for byte, but the two lines the migration wrote.
    const theirs = files(repo.root, before, 'content', 'public');
    const now = files(repo.root, 'HEAD', 'content', 'public');
    expect([...now.keys()]).toEqual([...theirs.keys()]);
    expect([...theirs].filter(([file, blob]) => now.get(file) !== blob).map(([file]) => file)).toEqual(['content/profile.yaml', 'content/site.yaml']);
    expect(git(repo.root, 'diff', '--unified=0', before, 'HEAD', '--', 'content/profile.yaml')).toMatch(
      /- {2}french: 'https:\/\/example\.org\/mon-cv\.pdf' {3}# mine, kept up to date\n\+ {2}fr: 'https:\/\/example\.org\/mon-cv\.pdf' {3}# mine, kept up to date$/,
    );
    expect(fs.readFileSync(repo.at('content/site.yaml'), 'utf8')).toMatch(/\nrelease: 0\.2\.0\n$/);
    // The engine's files: the release's, every one.
    const engine = (commit: string, repoDir: string) => [...files(repoDir, commit)].filter(([file]) => !/^(content|public)\//.test(file));
    expect(engine('HEAD', repo.root)).toEqual(engine('v0.2.0', template));
    expect(fs.existsSync(repo.at(RETIRED_FILE))).toBe(false);
    // Only the release's files and the migrated content: nothing of the copy it was made in.
    expect(
      git(repo.root, 'diff', '--name-only', before, 'HEAD')
        .split('\n')
        .filter((file) => !file.startsWith('content/'))
        .sort(),
    ).toEqual(
      git(template, 'diff', '--name-only', between, 'v0.2.0')
        .split('\n')
        .filter((file) => !/^(content|public)\//.test(file))
        .sort(),
    );
    // Nothing of the sample, in their files or the site the upgrade built.
    expect(findSampleTraces(['content', 'public', 'dist'].map((dir) => repo.at(dir)))).toEqual([]);
    expect(fs.readFileSync(repo.at('dist/index.html'), 'utf8')).toContain('https://example.org/mon-cv.pdf');
  });

  it('stops on an engine file the owner changed that the release changes too, showing their change, until they keep it or take the release’s (theirs saved)', () => {
    const repo = owner();
    replace(repo.at('README.md'), README_BEFORE, 'My own notes on deploying.');
    repo.commit('My notes');
    const before = repo.head();
    const stopped = upgrade(repo, '--skip-tests');
    expect(stopped.status).toBe(1);
    expect(stopped.output).toContain('✖ 1 engine file you changed is changed by the release too:');
    expect(stopped.output).toContain('── README.md — what you changed:');
    expect(stopped.output).toContain('+My own notes on deploying.');
    expect(stopped.output).toContain('--take README.md');
    expect(repo.head()).toBe(before);
    expect(status(repo)).toBe('');

    const taken = upgrade(repo, '--skip-tests', '--take', 'README.md');
    expect(taken.status, taken.output).toBe(0);
    expect(fs.readFileSync(repo.at('README.md'), 'utf8')).toBe(git(template, 'show', 'v0.2.0:README.md') + '\n');
    expect(fs.readFileSync(repo.at('.upgrade/0.2.0/README.md'), 'utf8')).toContain('My own notes on deploying.');
    expect(taken.output).toContain('.upgrade/0.2.0/README.md: your version, replaced by the release’s'.replace('’', "'"));
  });

  it('keeps the owner’s engine file when they say so, and takes the rest', () => {
    const repo = owner();
    replace(repo.at('README.md'), README_BEFORE, 'My own notes on deploying.');
    repo.commit('My notes');
    const kept = upgrade(repo, '--skip-tests', '--keep', 'README.md');
    expect(kept.status, kept.output).toBe(0);
    expect(fs.readFileSync(repo.at('README.md'), 'utf8')).toContain('My own notes on deploying.');
    expect(fs.existsSync(repo.at(RETIRED_FILE))).toBe(false);
    expect(kept.output).toContain('README.md: you kept yours');
    // Taken once, the release is not taken again.
    const head = repo.head();
    const again = upgrade(repo, '--skip-tests');
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain('✔ Already on release 0.2.0: nothing to take.');
    expect(repo.head()).toBe(head);
  });

  it('refuses to start on uncommitted changes', () => {
    const repo = owner();
    fs.appendFileSync(repo.at('content/skills.yaml'), '# a note\n');
    const run = upgrade(repo, '--skip-tests');
    expect(run.status).toBe(1);
    expect(run.output).toContain('You have changes that are not committed');
    expect(status(repo)).toBe('M content/skills.yaml');
  });

  it('changes nothing when a migration cannot finish, and says what needs the owner’s hand', () => {
    const repo = owner();
    replace(
      repo.at('content/profile.yaml'),
      /^profiles:/m,
      'resume:\n  french: https://example.org/a.pdf\n  fr: https://example.org/b.pdf\nprofiles:',
    );
    repo.commit('Two CVs');
    const before = repo.head();
    const run = upgrade(repo, '--skip-tests');
    expect(run.status).toBe(1);
    expect(run.output).toContain('A migration could not finish');
    expect(run.output).toMatch(/content\/profile\.yaml:\d+:3 both `french` and `fr` are set/);
    expect(run.output).toContain('Nothing was changed: your repository is as it was.');
    expect(repo.head()).toBe(before);
    expect(status(repo)).toBe('');
  });

  it('leaves the repository as it was when it is killed halfway', async () => {
    const repo = owner();
    const before = repo.head();
    // In a process group of its own, killed whole, as a closed terminal or a cancelled CI job kills it.
    const child = spawn(process.execPath, command('upgrade', ['--root', repo.root, '--from', template]), {
      cwd: repoRoot,
      env: env(),
      detached: true,
    });
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        // Killed while it checks the content in its copy: past the release's files, the migration, and before the commit.
        if (chunk.toString().includes('→ Checking your content')) {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.on('close', resolve));
    expect(repo.head()).toBe(before);
    expect(status(repo)).toBe('');
    expect(git(repo.root, 'diff', '--stat', before)).toBe('');
    expect(fs.readFileSync(repo.at('README.md'), 'utf8')).toContain(README_BEFORE);
    // The next upgrade starts clean from what the killed one left in .git/.
    expect(upgrade(repo, '--skip-tests').status).toBe(0);
    expect(fs.readFileSync(repo.at('README.md'), 'utf8')).not.toContain(README_BEFORE);
  });
});
