import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runImport } from './content-import.ts';
import { repoRoot, tempRoot, type TempRoot } from '../../test/support/temp-root.ts';

const fixture = path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.3-data-analyst.json');
let temp: TempRoot | undefined;
afterEach(() => temp?.remove());

function run(...argv: string[]): { code: number; out: string } {
  const lines: string[] = [];
  const code = runImport(argv, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

describe('content:import', () => {
  it('writes the eight files, lists what had no place and each TODO with its line, and checks the result', () => {
    temp = tempRoot();
    const { code, out } = run(fixture, '--out', temp.contentDir);
    expect(code).toBe(0);
    expect(fs.readdirSync(temp.contentDir).sort()).toEqual(
      ['certifications', 'contact', 'education', 'experience', 'profile', 'projects', 'site', 'skills'].map((n) => `${n}.yaml`),
    );
    expect(out).toContain(`✔ Imported ${fixture} (JSON Resume 1.3.0): 8 files written to ${temp.contentDir}/.`);
    expect(out).toContain('Not imported — the site has no place for:\n  - basics.profiles: Kaggle');
    expect(out).toMatch(/\n {2}- \S+\/certifications\.yaml:\d+ certifications\.1\.link: no url: link to a page where the certificate can be checked/);
    expect(out).toContain('✔ content:check passes.');
  });

  it('refuses to replace existing content without --force, naming the files, and replaces it with --force', () => {
    temp = tempRoot();
    fs.mkdirSync(temp.contentDir);
    fs.writeFileSync(path.join(temp.contentDir, 'profile.yaml'), 'name: Kept\n');
    const refused = run(fixture, '--out', temp.contentDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe(
      `${path.join(temp.contentDir, 'profile.yaml')} already exists: importing would replace it. ` +
        'Run again with --force to overwrite, or with --out <dir> to write the files somewhere else.',
    );
    expect(fs.readdirSync(temp.contentDir)).toEqual(['profile.yaml']);
    expect(fs.readFileSync(path.join(temp.contentDir, 'profile.yaml'), 'utf8')).toBe('name: Kept\n');

    expect(run(fixture, '--out', temp.contentDir, '--force').code).toBe(0);
    expect(fs.readFileSync(path.join(temp.contentDir, 'profile.yaml'), 'utf8')).toContain('name: Amara Nwosu');
  });

  it('says what is wrong with the command or the file', () => {
    temp = tempRoot();
    expect(run()).toEqual({
      code: 2,
      out: 'Give one JSON Resume file to import.\nUsage: npm run content:import -- <resume.json> [--force] [--out <dir>] [--lang <code>]',
    });
    expect(run(fixture, '--colour').code).toBe(2);
    expect(run(fixture, 'content').out).toMatch(
      /^Give one JSON Resume file to import \(npm keeps options written before `--` for itself: put `--` before the file\)\./,
    );
    expect(run(path.join(temp.root, 'nope.json'))).toEqual({
      code: 1,
      out: `Could not read ${path.join(temp.root, 'nope.json')}: there is no such file.`,
    });
    const bad = path.join(temp.root, 'bad.json');
    fs.writeFileSync(bad, '{ "basics": ');
    expect(run(bad).out).toMatch(/^Could not read .*bad\.json: it is not valid JSON \(/);
    fs.writeFileSync(bad, '[]');
    expect(run(bad, '--out', temp.contentDir)).toEqual({
      code: 1,
      out: 'This is not a JSON Resume document: the file must hold one JSON object with basics, work, education… sections.',
    });
  });
});
