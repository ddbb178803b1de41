/**
 * The GitHub workflows: valid YAML, actions pinned to a major version, npm cached, the content
 * checked in its own step before the tests, the tests run exactly as .ci/run runs them, and the
 * deploy publishing only what that same job built and tested.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/content-fixture.ts';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  uses?: string;
  needs?: string | string[];
  with?: Record<string, unknown>;
  permissions?: Record<string, string>;
  steps?: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflowsDir = path.join(repoRoot, '.github', 'workflows');
const read = (file: string) => fs.readFileSync(path.join(workflowsDir, file), 'utf8');
const load = (file: string) => yaml.load(read(file)) as Workflow;
const checks = load('checks.yml');
const deploy = load('deploy.yml');
const upgrade = load('upgrade.yml');
const ciRun = fs.readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8');
const checkSteps = checks.jobs.checks?.steps ?? [];
const allSteps = [checks, deploy].flatMap((w) => Object.values(w.jobs).flatMap((job) => job.steps ?? []));
const stepIndex = (match: (s: Step) => boolean) => checkSteps.findIndex(match);

describe('the workflow files', () => {
  it('parse as YAML mappings with triggers and jobs', () => {
    for (const file of ['checks.yml', 'deploy.yml', 'upgrade.yml']) {
      expect(() => yaml.load(read(file))).not.toThrow();
      expect(load(file)).toMatchObject({ on: expect.any(Object), jobs: expect.any(Object) });
      expect(read(file)).not.toMatch(/\t/);
    }
  });

  it('pin every action to a major version (@vN), and call the checks as a local workflow', () => {
    const uses = [checks, deploy, upgrade].flatMap((w) =>
      Object.values(w.jobs).flatMap((job) => [job.uses, ...(job.steps ?? []).map((s) => s.uses)]),
    );
    const remote = uses.filter((u): u is string => u !== undefined && !u.startsWith('./'));
    expect(remote).not.toEqual([]);
    for (const action of remote) expect(action).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@v\d+$/);
    expect(uses.filter((u) => u?.startsWith('./'))).toEqual(['./.github/workflows/checks.yml']);
  });

  it('set up Node once, with npm caching, from .nvmrc', () => {
    const setups = allSteps.filter((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setups).toHaveLength(1);
    expect(setups[0]?.with).toMatchObject({ cache: 'npm', 'node-version-file': '.nvmrc' });
  });
});

describe('checks.yml', () => {
  it('checks out, installs with the command .ci/run uses, then checks the content in its own step, before the tests', () => {
    expect(checkSteps[0]?.uses).toBe('actions/checkout@v4');
    const install = checkSteps.find((s) => s.run?.startsWith('npm ci'));
    expect(ciRun).toContain(install?.run);
    const content = stepIndex((s) => s.run === 'npm run content:check');
    const tests = stepIndex((s) => s.run === 'bash .ci/run');
    expect(stepIndex((s) => s === install)).toBeLessThan(content);
    expect(content).toBeGreaterThan(0);
    expect(tests).toBeGreaterThan(content);
  });

  it('runs the tests as CI does: .ci/run, told not to install again nor to annotate again', () => {
    const tests = checkSteps.find((s) => s.run === 'bash .ci/run');
    expect(tests?.env).toEqual({ NPM_CI_DONE: '1', CONTENT_ANNOTATIONS: 'off' });
    expect(ciRun).toMatch(/if \[ "\$\{NPM_CI_DONE:-\}" != 1 \]; then npm ci [^\n]*; fi\nnpm test\n/);
  });

  it('uploads dist/ for Pages last, and only when the deploy asks', () => {
    const upload = checkSteps.at(-1);
    expect(upload).toMatchObject({ uses: 'actions/upload-pages-artifact@v3', if: 'inputs.pages-artifact', with: { path: 'dist' } });
  });
});

describe('deploy.yml', () => {
  it('runs on pushes to main, calls the checks and deploys only after them, building nothing itself', () => {
    expect(deploy.on.push).toEqual({ branches: ['main'] });
    expect(deploy.jobs.checks).toMatchObject({
      uses: './.github/workflows/checks.yml',
      with: { 'pages-artifact': true },
      permissions: { contents: 'read' },
    });
    expect([deploy.jobs.deploy?.needs].flat()).toEqual(['checks']);
    expect(deploy.jobs.deploy?.steps?.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);
    expect(
      Object.values(deploy.jobs)
        .flatMap((job) => job.steps ?? [])
        .filter((s) => s.run),
    ).toEqual([]);
  });
});

describe('upgrade.yml', () => {
  const steps = upgrade.jobs.upgrade?.steps ?? [];
  const run = steps.map((s) => s.run ?? '').join('\n');

  it('runs weekly and on demand, with the owner’s token, which may push workflow changes and starts their checks', () => {
    expect(Object.keys(upgrade.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(steps.find((s) => s.uses === 'actions/checkout@v4')?.with).toEqual({ token: '${{ secrets.UPGRADE_TOKEN }}' });
    expect(read('upgrade.yml')).toContain('GH_TOKEN: ${{ secrets.UPGRADE_TOKEN }}');
  });

  it('calls the upgrade with flags it has, and opens the pull request from its commit', async () => {
    const { UPGRADE_OPTIONS } = await import('../../scripts/commands/upgrade.ts');
    const flags = [...run.matchAll(/npm run --silent upgrade -- ([^\n]*)/g)].flatMap(([, args]) =>
      [...(args ?? '').matchAll(/--([\w-]+)/g)].map(([, flag]) => flag),
    );
    expect(flags).toEqual(['keep-all', 'skip-tests', 'to']);
    for (const flag of flags) expect(Object.keys(UPGRADE_OPTIONS)).toContain(flag);
    expect(run).toContain('gh pr create');
    expect(run).toContain('git log -1 --format=%B');
  });
});
