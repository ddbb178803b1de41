/**
 * `npm run content:check` as CI and other tools run it: exit codes, and what goes to stdout and
 * stderr in each format. Three cases run the command itself (the streams and exit codes a process
 * has); the others call what it runs (scripts/content/content-check-command.ts), a second each less.
 */
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCliOptions, usage } from '../../scripts/content/cli-options.ts';
import { contentCheckCommand } from '../../scripts/content/content-check-command.ts';
import { contentFixture, repoRoot, type FixtureRoot } from '../support/content-fixture.ts';
import { TSX } from '../support/temp-project.ts';

let fixture: FixtureRoot | undefined;
afterEach(() => fixture?.remove());

interface Run {
  name?: string;
  env?: Record<string, string>;
}

/** Runs the CLI on a fixture (or the sample content) with only the environment given, so the runner's own GITHUB_ACTIONS never leaks in. */
function run(args: string[], { name, env = {} }: Run = {}) {
  fixture?.remove();
  fixture = contentFixture(name);
  const { GITHUB_ACTIONS: _actions, CONTENT_ANNOTATIONS: _off, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [TSX, 'scripts/commands/content.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...inherited, NO_COLOR: '1', CONTENT_ROOT: fixture.root, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, in this process: what the command would write to each stream, and its exit code. */
async function check(args: string[], { name, env = {} }: Run = {}) {
  fixture?.remove();
  fixture = contentFixture(name);
  const options = parseCliOptions(args);
  if ('error' in options) throw new Error(options.error);
  const { status, written } = await contentCheckCommand(options, { NO_COLOR: '1', CONTENT_ROOT: fixture.root, ...env });
  const stream = (to: string) =>
    written
      .filter((write) => write.to === to)
      .map((write) => write.text)
      .join('');
  return { status, stdout: stream('stdout'), stderr: stream('stderr') };
}

const summary = '✖ 3 problems in 3 files. Fix them in content/ and run again.';
const commands = [
  '::error file=content/education.yaml,line=4,col=13,title=education[0].school::must not be empty',
  '::error file=content/profile.yaml,line=16,col=11,title=profiles.github::must be a full https://' +
    ' link, for example https://example.com/page (got "http://github.com/example-sam-rivera")',
  '::error file=content/projects.yaml,line=9,col=11,title=projects[1].type::is not a project type of this site (got "Mobile App")' +
    ' — the project types are `Web Application` and `AI Automation`; declare your own under `types:` in content/projects.yaml',
];

describe('npm run content:check', () => {
  it('human (default): the report on stderr, nothing on stdout, exit 1', () => {
    const { status, stdout, stderr } = run(['check'], { name: 'many-files' });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^content\/education\.yaml:4:13 error education\[0\]\.school: must not be empty\n/);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(summary);
  });

  it('under GitHub Actions: the same report, and one workflow command per problem on stdout', async () => {
    const plain = await check(['check'], { name: 'many-files' });
    const actions = await check(['check'], { name: 'many-files', env: { GITHUB_ACTIONS: 'true' } });
    expect(actions.status).toBe(1);
    expect(actions.stderr).toBe(plain.stderr);
    expect(actions.stdout).toBe(`${commands.join('\n')}\n`);
  });

  it('--format github does the same outside GitHub Actions', async () => {
    const { status, stdout, stderr } = await check(['check', '--format', 'github'], { name: 'many-files' });
    expect(status).toBe(1);
    expect(stdout).toBe(`${commands.join('\n')}\n`);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(summary);
  });

  it('--format json: only the JSON document on stdout, nothing on stderr, exit 1', async () => {
    const { status, stdout, stderr } = await check(['check', '--format=json'], { name: 'many-files', env: { GITHUB_ACTIONS: 'true' } });
    expect(status).toBe(1);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout) as { problems: { file: string; line: number; hint: string | null }[]; errors: number; warnings: number };
    expect(report).toMatchObject({ errors: 3, warnings: 0 });
    const places = report.problems.map((p) => `${p.file}:${p.line}`);
    expect(places).toEqual(['content/education.yaml:4', 'content/profile.yaml:16', 'content/projects.yaml:9']);
  });

  it('--format json on valid content: an empty list and exit 0; the success line goes to stderr', () => {
    const { status, stdout, stderr } = run(['check', '--format', 'json', '--strict']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ problems: [], errors: 0, warnings: 0 });
    expect(stderr).toMatch(/^✔ content: 8 files and 2 posts valid in \d+ ms\n {2}fr: (\d+) of \1 texts translated in content\/fr\/\n$/);
  });

  it('valid content under GitHub Actions: the success line only', async () => {
    const { status, stdout, stderr } = await check(['check'], { env: { GITHUB_ACTIONS: 'true' } });
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^✔ content: 8 files and 2 posts valid in \d+ ms\n {2}fr: (\d+) of \1 texts translated in content\/fr\/\n$/);
  });

  it('an untranslated text: a located warning, the summary, exit 0; with --strict, exit 1', async () => {
    const relaxed = await check(['check'], { name: 'fr-untranslated' });
    expect(relaxed.status).toBe(0);
    expect(relaxed.stderr).toMatch(
      /^content\/fr\/contact\.yaml:3:1 warning lead: not translated — shows the English text of content\/contact\.yaml\n/,
    );
    expect(relaxed.stdout).toMatch(
      /^✔ content: 8 files valid \(1 warning\) in \d+ ms\n {2}fr: \d+ of \d+ texts translated in content\/fr\/; 1 shows in English \(content:check --strict refuses that\)\n$/,
    );
    const strict = await check(['check', '--strict'], { name: 'fr-untranslated' });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/^content\/fr\/contact\.yaml:3:1 error lead: not translated/);
  });

  it('a mistyped option: a sentence, the usage and exit 2, before checking anything', () => {
    const { status, stdout, stderr } = run(['check', '--format', 'sarif']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`The format "sarif" is not known: use --format human, github or json.\n${usage}\n`);
  });
});
