/** The facts of a build against the stand-in API (test/support/github-stand-in.ts): every way GitHub can answer, and the files that keep the last good facts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE_DESCRIPTION, SAMPLE_ANSWERS, startGithubStandIn, type GithubStandIn } from '../../test/support/github-stand-in.ts';
import { factsFileText, readFactsFile } from './facts-file.ts';
import { loadGithubFacts, type FactsFiles } from './load-github-facts.ts';

const GYMFLOW = 'example-sam-rivera/gymflow';
const REFERLOOP = 'example-sam-rivera/referloop';
const ALL = Object.keys(SAMPLE_ANSWERS);
const NOW = new Date('2026-11-29T12:00:00Z');
const gymflowFacts = { stars: 128, language: 'TypeScript', pushedAt: '2026-11-20T09:12:00Z', archived: false, description: HOSTILE_DESCRIPTION };

let standIn: GithubStandIn;
let dir: string;
let files: FactsFiles;

beforeAll(async () => {
  standIn = await startGithubStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'github-facts-'));
  files = {
    cache: path.join(dir, 'cache', 'github-facts.json'),
    committed: path.join(dir, 'content', 'github-facts.json'),
    committedShown: 'content/github-facts.json',
  };
  fs.mkdirSync(path.join(dir, 'content'));
  standIn.requests.length = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const source = (mode: Parameters<GithubStandIn['api']>[0] = 'ok', token?: string) => ({
  api: standIn.api(mode),
  timeoutMs: 1000,
  ...(token ? { token } : {}),
});

/** A facts file as a build wrote it on `fetched`, for `api`. */
const factsFile = (file: string, fetched: string, repositories: Record<string, object>, api = standIn.api('ok')) => {
  const entries = new Map(Object.entries(repositories).map(([repository, facts]) => [repository, { facts: { ...gymflowFacts, ...facts }, fetched }]));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, factsFileText({ api, repositories: entries }));
};

describe('the GitHub facts of a build', () => {
  it('are what the API answers, each repository asked once, in one warning line for all that failed', async () => {
    const { table, notices } = await loadGithubFacts([...ALL, GYMFLOW], source(), files, NOW);
    expect(table).toEqual({
      [GYMFLOW]: gymflowFacts,
      [REFERLOOP]: { stars: 1, language: 'JavaScript', pushedAt: '2025-03-02T18:00:00Z', archived: true },
    });
    expect(standIn.requests.map((r) => r.path).sort()).toEqual(ALL.map((repository) => `/ok/repos/${repository}`).sort());
    expect(notices).toHaveLength(1);
    const [warning] = notices;
    expect(warning).toMatch(/^⚠ GitHub facts: /);
    expect(warning).toContain('the API refused (rate limit, 403) for example-sam-rivera/vision-pipeline');
    expect(warning).toContain('the API did not answer within 1 s for example-sam-rivera/sheets-automation');
    expect(warning).toContain('the API answered something other than JSON for example-sam-rivera/interview-prescreen');
    expect(warning).toContain('GitHub does not know example-sam-rivera/leaddesk (404: private, renamed or gone)');
    expect(warning).toContain('they have no facts');
  });

  it('are kept in the cache folder with the instant they were fetched; rate-limited, the next build shows them with their date', async () => {
    await loadGithubFacts([GYMFLOW], source(), files, NOW);
    expect(readFactsFile(files.cache, standIn.api('ok')).repositories.get(GYMFLOW)).toEqual({ facts: gymflowFacts, fetched: '2026-11-29T12:00:00Z' });
    // Another API's facts are never taken for this one's.
    expect(readFactsFile(files.cache, standIn.api('rate-limited')).repositories.size).toBe(0);
    standIn.answers.set(GYMFLOW, 'rate-limited');
    try {
      const limited = await loadGithubFacts([GYMFLOW], source(), files, new Date('2026-12-01T00:00:00Z'));
      expect(limited.table).toEqual({ [GYMFLOW]: gymflowFacts });
      expect(limited.notices).toEqual([
        '⚠ GitHub facts: the API refused (rate limit, 403) for example-sam-rivera/gymflow; 1 repository keeps its facts of 2026-11-29 — the build goes on.',
      ]);
    } finally {
      standIn.answers.set(GYMFLOW, SAMPLE_ANSWERS[GYMFLOW]!);
    }
  });

  it('with the API down, are the newer of the two files’ last good facts, and the owner’s file stays as it was', async () => {
    const api = standIn.api('down');
    factsFile(files.cache, '2026-11-01T00:00:00Z', { [GYMFLOW]: { stars: 100 } }, api);
    factsFile(files.committed, '2026-11-10T00:00:00Z', { [GYMFLOW]: { stars: 110 }, [REFERLOOP]: { stars: 5 } }, api);
    const before = fs.readFileSync(files.committed, 'utf8');
    const { table, notices } = await loadGithubFacts([GYMFLOW, REFERLOOP], { api, timeoutMs: 1000 }, files, NOW);
    expect([table[GYMFLOW]?.stars, table[REFERLOOP]?.stars]).toEqual([110, 5]);
    expect(notices).toEqual([
      expect.stringMatching(
        /^⚠ GitHub facts: the API could not be reached \([A-Z_]+\) for all 2 repositories; 2 repositories keep their facts of 2026-11-10 — the build goes on\.$/,
      ),
    ]);
    expect(fs.readFileSync(files.committed, 'utf8')).toBe(before);
  });

  it('are written into the owner’s file only when it exists, with a line saying what changed', async () => {
    await loadGithubFacts([GYMFLOW], source(), files, NOW);
    expect(fs.existsSync(files.committed)).toBe(false);
    // `{}` starts one; a repository no project links any more leaves it.
    fs.writeFileSync(files.committed, '{}\n');
    expect((await loadGithubFacts([GYMFLOW], source(), files, NOW)).notices).toEqual([
      '✎ content/github-facts.json: new facts of example-sam-rivera/gymflow',
    ]);
    expect((await loadGithubFacts([GYMFLOW], source(), files, new Date('2026-12-01T00:00:00Z'))).notices).toEqual([]);
    expect(readFactsFile(files.committed, standIn.api('ok')).repositories.get(GYMFLOW)?.fetched).toBe('2026-11-29T12:00:00Z');
    expect((await loadGithubFacts([REFERLOOP], source(), files, NOW)).notices).toEqual([
      '✎ content/github-facts.json: new facts of example-sam-rivera/referloop; removed example-sam-rivera/gymflow',
    ]);
  });

  it('keep a repository’s last good facts through a 404 (a private one asked without a token), in both files', async () => {
    const LEADDESK = 'example-sam-rivera/leaddesk';
    factsFile(files.committed, '2026-11-10T00:00:00Z', { [LEADDESK]: { stars: 7 } });
    const before = fs.readFileSync(files.committed, 'utf8');
    const { table, notices } = await loadGithubFacts([LEADDESK], source(), files, NOW);
    expect(table[LEADDESK]?.stars).toBe(7);
    expect(notices).toEqual([
      '⚠ GitHub facts: GitHub does not know example-sam-rivera/leaddesk (404: private, renamed or gone); 1 repository keeps its facts of 2026-11-10 — the build goes on.',
    ]);
    expect(fs.readFileSync(files.committed, 'utf8')).toBe(before);
    expect(readFactsFile(files.cache, standIn.api('ok')).repositories.get(LEADDESK)?.fetched).toBe('2026-11-10T00:00:00Z');
  });

  it('leave the owner’s file as it is when it holds another API’s facts, or an entry they cannot read', async () => {
    factsFile(files.committed, '2026-11-10T00:00:00Z', { [GYMFLOW]: { stars: 110 } }, 'https://api.github.com');
    const github = fs.readFileSync(files.committed, 'utf8');
    expect((await loadGithubFacts([GYMFLOW], source(), files, NOW)).notices).toEqual([]);
    expect(fs.readFileSync(files.committed, 'utf8')).toBe(github);
    const handEdited = JSON.stringify({ api: standIn.api('ok'), repositories: { [REFERLOOP]: { stars: 'many' } } });
    fs.writeFileSync(files.committed, handEdited);
    const { notices } = await loadGithubFacts([GYMFLOW, REFERLOOP], source(), files, NOW);
    expect(notices).toEqual(['⚠ GitHub facts: content/github-facts.json has 1 entry that is not facts (ignored) — the build goes on.']);
    expect(fs.readFileSync(files.committed, 'utf8')).toBe(handEdited);
  });

  it('ignore a corrupt or hand-broken file with a word in the one warning line, never a crash', async () => {
    fs.mkdirSync(path.dirname(files.cache), { recursive: true });
    fs.writeFileSync(files.cache, '{ not json');
    fs.writeFileSync(files.committed, JSON.stringify({ api: standIn.api('ok'), repositories: { [GYMFLOW]: { stars: 'many' } } }));
    standIn.answers.set(GYMFLOW, 'malformed');
    try {
      const { table, notices } = await loadGithubFacts([GYMFLOW], source(), files, NOW);
      expect(table).toEqual({});
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('the build cache’s github-facts.json is not JSON (ignored)');
      expect(notices[0]).toContain('content/github-facts.json has 1 entry that is not facts (ignored)');
    } finally {
      standIn.answers.set(GYMFLOW, SAMPLE_ANSWERS[GYMFLOW]!);
    }
  });

  it('are shown when the cache folder cannot be written, with a word in the warning', async () => {
    fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
    const { table, notices } = await loadGithubFacts(
      [GYMFLOW],
      source(),
      { ...files, cache: path.join(dir, 'not-a-folder', 'github-facts.json') },
      NOW,
    );
    expect(table).toEqual({ [GYMFLOW]: gymflowFacts });
    expect(notices).toEqual(['⚠ GitHub facts: the build cache’s github-facts.json could not be written — the build goes on.']);
  });

  it('are not asked for at all when no project links a repository', async () => {
    expect(await loadGithubFacts([], source(), files, NOW)).toEqual({ table: {}, notices: [] });
    expect(standIn.requests).toEqual([]);
    expect(fs.existsSync(files.cache)).toBe(false);
  });

  it('take an answer that came while the process was busy (rendering posts) for an answer, not a timeout', async () => {
    const loading = loadGithubFacts([GYMFLOW, REFERLOOP], source(), files, NOW);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const end = Date.now() + 1500;
    while (Date.now() < end) {
      // The event loop held past the 1 s limit, as a long render holds it.
    }
    expect(Object.keys((await loading).table)).toEqual([GYMFLOW, REFERLOOP]);
  });

  it('sends the token as a Bearer token when there is one, and none otherwise', async () => {
    await loadGithubFacts([GYMFLOW], source('ok', 'secret-token'), files, NOW);
    await loadGithubFacts([REFERLOOP], source(), files, NOW);
    expect(standIn.requests).toEqual([{ path: `/ok/repos/${GYMFLOW}`, authorization: 'Bearer secret-token' }, { path: `/ok/repos/${REFERLOOP}` }]);
  });
});
