/**
 * The GitHub workflows, run here as far as they decide anything: "What runs" is run as GitHub runs
 * it (its step's command in a repository with a push of the owner's files, then one of the
 * engine's), and the jobs' `if:` conditions are evaluated on what it wrote. The rest is checked
 * against the code it calls: the actions are pinned, local ones exist, the build's cache folder is
 * the one restored, and the upgrade's flags are flags the command has.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../../scripts/paths.ts';
import { repoRoot } from '../support/content-fixture.ts';
import { git } from '../support/release-repos.ts';
import { evaluateIf, interpolate, type Context } from '../support/workflow-expression.ts';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  uses?: string;
  needs?: string | string[];
  outputs?: Record<string, string>;
  with?: Record<string, unknown>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
  runs?: { steps: Step[] };
}

const load = (file: string) => yaml.load(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Workflow;
const workflowFiles = fs.readdirSync(path.join(repoRoot, '.github', 'workflows')).map((file) => `.github/workflows/${file}`);
const actionFiles = ['.github/actions/install/action.yml'];
const checks = load('.github/workflows/checks.yml');
const jobOf = (name: string) => checks.jobs[name] ?? expect.fail(`checks.yml has no job ${name}`);

/** Runs a `run:` step as GitHub would, in `cwd`, with its `env:` interpolated from `context`; returns what it wrote to $GITHUB_OUTPUT. */
function runStep(step: Step, cwd: string, context: Context, env: NodeJS.ProcessEnv = {}): Record<string, string> {
  const outputFile = path.join(cwd, '.github-output');
  fs.writeFileSync(outputFile, '');
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, interpolate(value, context)]));
  // This Node, as the workflow's would, strips the types itself; one that cannot (Node 20) runs the file through tsx.
  const node =
    'typescript' in process.features && process.features.typescript
      ? `"${process.execPath}"`
      : `"${process.execPath}" --import ${import.meta.resolve('tsx')}`;
  const command = step.run?.replace(/(^|; (?:else|then) )node /gm, `$1${node} `);
  const run = spawnSync('bash', ['-e', '-c', command ?? ''], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env, ...stepEnv, GITHUB_OUTPUT: outputFile },
  });
  expect(run.stderr.replace(/^.*ExperimentalWarning.*\n.*\n?/gm, '')).toBe('');
  expect(run.status).toBe(0);
  const written = fs.readFileSync(outputFile, 'utf8');
  // Not left in the folder: a test's next commit would take it for a change.
  fs.rmSync(outputFile);
  return Object.fromEntries(
    written
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('=') as [string, string]),
  );
}

describe('the workflow files', () => {
  it('parse, and pin every action to a major version; every local action or workflow they use exists', () => {
    const uses = [...workflowFiles, ...actionFiles].flatMap((file) => {
      const workflow = load(file);
      const steps = [...Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []), ...(workflow.runs?.steps ?? [])];
      return [...Object.values(workflow.jobs ?? {}).map((job) => job.uses), ...steps.map((step) => step.uses)].filter((u) => u !== undefined);
    });
    expect(uses.length).toBeGreaterThan(5);
    for (const action of uses.filter((u) => !u.startsWith('./'))) expect(action).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@v\d+$/);
    const local = uses.filter((u) => u.startsWith('./'));
    expect(local).toContain('./.github/workflows/checks.yml');
    for (const file of local) expect(fs.existsSync(path.join(repoRoot, file, file.endsWith('.yml') ? '' : 'action.yml'))).toBe(true);
  });

  it("restore the build's own cache folder, outside the cached node_modules", () => {
    const cacheSteps = load(actionFiles[0] ?? '').runs?.steps.filter((step) => step.uses?.startsWith('actions/cache@')) ?? [];
    const paths = cacheSteps.map((step) => String(step.with?.path).trim().split('\n'));
    expect(paths).toContainEqual([path.relative(repoRoot, cacheDir)]);
    expect(paths).toContainEqual(['node_modules', '!node_modules/.cache']);
  });
});

describe('checks.yml, run as GitHub runs it', () => {
  let repo: string;
  let base: string;
  const commit = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.appendFileSync(path.join(repo, file), text);
    git(repo, 'add', '--all');
    git(repo, 'commit', '--quiet', '-m', `Change ${file}`);
    return git(repo, 'rev-parse', 'HEAD');
  };

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
    for (const file of ['package.json', 'scripts', 'content/site.yaml'])
      fs.cpSync(path.join(repoRoot, file), path.join(repo, file), { recursive: true });
    git(repo, 'init', '--quiet', '--initial-branch=main');
    git(repo, 'config', 'user.name', 'Test Owner');
    git(repo, 'config', 'user.email', 'owner@example.org');
    git(repo, 'add', '--all');
    git(repo, 'commit', '--quiet', '-m', 'The site');
    base = git(repo, 'rev-parse', 'HEAD');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  /** Runs the "What runs" job's steps for a push from `before` to `after`, and says whether the project's job runs. */
  const push = (before: string, after: string, repository = 'ada/site') => {
    const github = { event_name: 'push', repository, sha: after, event: { before } };
    const plan = jobOf('plan');
    expect(evaluateIf(plan.if ?? 'true', { github })).toBe(true);
    const steps: Context = {};
    for (const step of plan.steps?.filter((s) => s.run) ?? []) {
      const outputs = runStep(step, repo, { github }, { GITHUB_REPOSITORY: repository });
      if (step.id) steps[step.id] = { outputs };
    }
    const outputs = Object.fromEntries(Object.entries(plan.outputs ?? {}).map(([name, value]) => [name, interpolate(value, { steps })]));
    const needs = { plan: { outputs } };
    expect(jobOf('project').needs).toBe('plan');
    return { project: evaluateIf(jobOf('project').if ?? 'true', { github, needs }), site: evaluateIf(jobOf('site').if ?? 'true', { github }) };
  };

  it("a push of the owner's files builds and checks the site, and skips the project's suite", () => {
    const after = commit('content/site.yaml', '# a fixed typo\n');
    expect(push(base, after)).toEqual({ site: true, project: false });
    base = after;
  });

  it("a push that changes a file of the engine runs the project's suite too", () => {
    const after = commit('src/app/new-file.ts', 'export {};\n');
    expect(push(base, after)).toEqual({ site: true, project: true });
    base = after;
  });

  it("a new branch (no base), and the template's own repository, run everything", () => {
    const after = commit('content/site.yaml', '# another fix\n');
    expect(push('0000000000000000000000000000000000000000', after)).toEqual({ site: true, project: true });
    expect(push(base, after, 'yaml-portfolio/yaml-portfolio')).toEqual({ site: true, project: true });
    expect(push(base, after)).toEqual({ site: true, project: false });
  });

  it('checks a pull request from a fork, and leaves one from a branch of the repository to its push', () => {
    const pullRequest = (from: string) => ({
      github: { event_name: 'pull_request', repository: 'ada/site', event: { pull_request: { head: { repo: { full_name: from } } } } },
    });
    expect(evaluateIf(jobOf('site').if ?? '', pullRequest('someone/site'))).toBe(true);
    expect(evaluateIf(jobOf('site').if ?? '', pullRequest('ada/site'))).toBe(false);
  });

  it('uploads the tested dist/ for Pages only when the deploy asks, and the deploy waits for the checks', () => {
    const upload = jobOf('site').steps?.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('dist');
    expect(evaluateIf(upload?.if ?? '', { inputs: { 'pages-artifact': true } })).toBe(true);
    expect(evaluateIf(upload?.if ?? '', { inputs: { 'pages-artifact': false } })).toBe(false);
    const deploy = load('.github/workflows/deploy.yml');
    expect(deploy.jobs.checks).toMatchObject({ uses: './.github/workflows/checks.yml', with: { 'pages-artifact': true } });
    expect(deploy.jobs.deploy?.needs).toBe('checks');
  });
});

describe('the install action, run as GitHub runs it', () => {
  let site: string;
  const stepsOf = () => load(actionFiles[0] ?? '').runs?.steps ?? [];
  const step = (id: string) => stepsOf().find((s) => s.id === id) ?? expect.fail(`the install action has no step ${id}`);
  const install = () =>
    stepsOf().find((s) => s.run === 'npm run editor:install\n' || s.run === 'npm run editor:install') ?? expect.fail('no install step');

  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'install-action-'));
    for (const file of ['package.json', 'scripts', 'content/site.yaml'])
      fs.cpSync(path.join(repoRoot, file), path.join(site, file), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'));
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  /** Whether the action restores the editor's packages, and whether it installs them when the cache has none. */
  const editorSteps = (editor: string) => {
    const decided = { editor: { outputs: runStep(step('editor'), site, { inputs: { editor } }) } };
    const restored = evaluateIf(step('editor-modules').if ?? 'true', { steps: decided });
    const missed = { ...decided, 'editor-modules': { outputs: { 'cache-hit': '' } } };
    const hit = { ...decided, 'editor-modules': { outputs: { 'cache-hit': 'true' } } };
    return {
      restored,
      installedOnMiss: evaluateIf(install().if ?? 'true', { steps: missed }),
      installedOnHit: evaluateIf(install().if ?? 'true', { steps: hit }),
    };
  };

  it("leaves the editor's packages out of a site whose site.yaml has no `cms`", () => {
    fs.writeFileSync(path.join(site, 'content', 'site.yaml'), 'title: Ada\n# cms:\n#   repo: ada/site\n');
    expect(editorSteps('when-used')).toEqual({ restored: false, installedOnMiss: false, installedOnHit: false });
  });

  it('restores them for a site with `cms`, and installs them when the cache has none', () => {
    fs.writeFileSync(path.join(site, 'content', 'site.yaml'), 'title: Ada\ncms:\n  repo: ada/site\n');
    expect(editorSteps('when-used')).toEqual({ restored: true, installedOnMiss: true, installedOnHit: false });
  });

  it("has them always for the project's suite, which tests the editor", () => {
    fs.writeFileSync(path.join(site, 'content', 'site.yaml'), 'title: Ada\n');
    expect(editorSteps('always')).toEqual({ restored: true, installedOnMiss: true, installedOnHit: false });
    const project = jobOf('project').steps?.find((s) => s.uses === './.github/actions/install');
    expect(project?.with).toEqual({ editor: 'always' });
    expect(step('editor-modules').with?.path).toBe('editor/node_modules');
  });
});

describe('upgrade.yml', () => {
  it('calls the upgrade with flags it has', async () => {
    const { UPGRADE_OPTIONS } = await import('../../scripts/commands/upgrade.ts');
    const run = (load('.github/workflows/upgrade.yml').jobs.upgrade?.steps ?? []).map((s) => s.run ?? '').join('\n');
    const flags = [...run.matchAll(/npm run --silent upgrade -- ([^\n]*)/g)].flatMap(([, args]) =>
      [...(args ?? '').matchAll(/--([\w-]+)/g)].map(([, flag]) => flag),
    );
    expect(flags).toEqual(['keep-all', 'skip-tests', 'to']);
    for (const flag of flags) expect(Object.keys(UPGRADE_OPTIONS)).toContain(flag);
  });
});
