import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isScalar } from 'yaml';
import { runContentMigrate } from '../commands/content-migrate.ts';
import { checkContent } from '../content/check-content.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { starterRoot } from '../starter/sample-owner.ts';
import { contentRelease, engineRelease } from './content-release.ts';
import type { Migration } from './migration.ts';
import { applyMigrations, migrationsBetween, planMigrations } from './run-migrations.ts';

let root: string;
const contentDir = () => path.join(root, 'content');
const read = (file: string) => fs.readFileSync(path.join(contentDir(), file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(contentDir(), file), text);

// The sample's profile with CV links of its own in the form before 0.2.0: odd spacing, quotes and comments kept.
const OLD_RESUME = [
  'resume:',
  "  french: 'https://example.com/my-cv-fr.pdf'   # my own, in French",
  '  # the English one',
  '  english:   "https://example.com/my-cv-en.pdf"',
].join('\n');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(path.join(starterRoot, 'content'), contentDir(), { recursive: true });
  fs.symlinkSync(path.join(starterRoot, 'public'), path.join(root, 'public'));
  write('profile.yaml', read('profile.yaml').replace(/^profiles:/m, `${OLD_RESUME}\nprofiles:`));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('content migrations', () => {
  it('rename the CV links of content written for 0.1.0 in place: comments, quoting, spacing and every other line byte for byte', () => {
    const before = read('profile.yaml');
    const lines: string[] = [];
    expect(runContentMigrate(['--root', root], (line) => lines.push(line))).toBe(0);
    expect(read('profile.yaml')).toBe(before.replace('  french:', '  fr:').replace('  english:', '  en:'));
    expect(lines.join('\n')).toContain('content/profile.yaml:');
    expect(lines.join('\n')).toMatch(/Done \(2\):\n {2}content\/profile\.yaml:\d+:3 resume\.french → resume\.fr/);
    // The content now says which release it is written for, and checks clean.
    expect(contentRelease(contentDir())).toBe(engineRelease(repoRoot));
    expect(checkContent(contentPaths(root)).ok).toBe(true);
    // A second run has nothing to do.
    const again: string[] = [];
    expect(runContentMigrate(['--root', root], (line) => again.push(line))).toBe(0);
    expect(again).toEqual([`Content is written for release ${engineRelease(repoRoot)}: nothing to migrate.`]);
  });

  it('make content:check say which migration to run, at each line concerned, instead of schema errors', () => {
    const result = checkContent(contentPaths(root));
    expect(result.ok).toBe(false);
    const line =
      read('profile.yaml')
        .split('\n')
        .findIndex((text) => text.startsWith('  french:')) + 1;
    expect(result.problems.map((p) => `${p.file}:${p.at.line}:${p.at.col} ${p.field}`)).toEqual([
      `content/profile.yaml:${line}:3 resume.french`,
      `content/profile.yaml:${line + 2}:3 resume.english`,
    ]);
    expect(result.report).toContain(
      'written for release 0.1.0, and release 0.2.0 changed its form (resume.french → resume.fr) — run `npm run content:migrate`',
    );
    expect(result.report).not.toMatch(/wrong form|unknown field/);
  });

  it('leave what they cannot decide to the owner, and write nothing then', () => {
    write('profile.yaml', read('profile.yaml').replace('  # the English one', '  fr: https://example.com/another.pdf'));
    const before = read('profile.yaml');
    const lines: string[] = [];
    expect(runContentMigrate(['--root', root], (line) => lines.push(line))).toBe(1);
    expect(read('profile.yaml')).toBe(before);
    expect(lines.join('\n')).toMatch(
      /Needs your hand before the site builds \(1\):\n {2}content\/profile\.yaml:\d+:3 both `french` and `fr` are set/,
    );
    expect(checkContent(contentPaths(root)).report).toContain('needs your hand: both `french` and `fr` are set');
  });

  it('print a document they change in its structure with its comments and untouched lines, a post’s body as it was', () => {
    // A migration made for this test: it moves a post's `tags` under `topics`, changing its form.
    const tagsToTopics: Migration = {
      release: '9.0.0',
      title: 'post tags are topics',
      migrate({ name, doc, did }) {
        if (name !== 'post') return;
        const tags = doc.get('tags', true);
        if (!tags) return;
        doc.delete('tags');
        doc.set('topics', tags);
        did(isScalar(tags) ? tags : doc.contents, 'tags', 'tags → topics');
      },
    };
    const post = 'posts/typing-a-spreadsheet.md';
    const before = read(post);
    const plan = planMigrations(contentDir(), '9.0.0', [tagsToTopics]);
    expect(plan.migrations.map((m) => m.release)).toEqual(['9.0.0']);
    applyMigrations(contentDir(), plan);
    const after = read(post);
    expect(after).not.toMatch(/^tags:/m);
    expect(after).toMatch(/^topics: \[TypeScript, Automation, Google Sheets\]$/m);
    // The first lines (the schema comment, title, date) and the whole body are as they were.
    const body = (text: string) => text.slice(text.indexOf('\n---\n', 4));
    expect(body(after)).toBe(body(before));
    expect(after.split('\n').slice(0, 5)).toEqual(before.split('\n').slice(0, 5));
    expect(read('site.yaml')).toMatch(/^release: 9\.0\.0$/m);
  });

  it('run in release order, only those after the content’s release and up to the engine’s', () => {
    const make = (release: string): Migration => ({ release, title: release, migrate: () => undefined });
    expect(migrationsBetween('0.1.0', '0.3.0', [make('0.3.0'), make('0.1.0'), make('0.2.0'), make('0.4.0')]).map((m) => m.release)).toEqual([
      '0.2.0',
      '0.3.0',
    ]);
  });
});
