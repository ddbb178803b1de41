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

  it('writes the JSON Resume sections the site has sections of its own for, and says where', () => {
    temp = tempRoot();
    const { code, out } = run(path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.0-senior-everything.json'), '--out', temp.contentDir);
    expect(code).toBe(0);
    const ids = ['awards', 'interests', 'languages', 'publications', 'references', 'volunteering'];
    expect(fs.readdirSync(path.join(temp.contentDir, 'sections')).sort()).toEqual(ids.map((id) => `${id}.yaml`));
    expect(out).toContain('14 files written');
    expect(out).toContain(
      [
        'Sections of your own, on the page before Contact (`sections` in site.yaml), in the PDF CV and in resume.json:',
        `  - ${temp.contentDir}/sections/publications.yaml: JSON Resume's publications`,
        `  - ${temp.contentDir}/sections/awards.yaml: JSON Resume's awards`,
        `  - ${temp.contentDir}/sections/volunteering.yaml: JSON Resume's volunteer`,
      ].join('\n'),
    );
    expect(out).not.toMatch(/^ {2}- (publications|awards|volunteer|interests|references|languages)\b/m);
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
    fs.writeFileSync(bad, '{\n  "basics": {\n    "name": "Ada",\n  }\n}\n');
    expect(run(bad)).toEqual({
      code: 1,
      out: `${bad}:4:3 is not valid JSON: a name in double quotes is expected here (JSON allows no comma after the last entry)`,
    });
    fs.writeFileSync(bad, '{ "basics": ');
    expect(run(bad).out).toBe(`${bad}:1:13 is not valid JSON: a value is expected here`);
    fs.writeFileSync(bad, Buffer.from('{ "basics": { "name": "Ren\xe9e" } }', 'latin1'));
    expect(run(bad).out).toBe(
      `${bad}:1:27 is not UTF-8: byte 0xE9 ("é" in Windows-1252, which this file seems to be saved in): save the file as UTF-8`,
    );
    fs.writeFileSync(bad, '');
    fs.truncateSync(bad, 17 * 1024 * 1024);
    expect(run(bad).out).toBe(`${bad}:1:1 is 17 MB, over the 16 MB a JSON Resume may be: is it the right file? A JSON Resume holds text of a few kB`);
    fs.writeFileSync(bad, '[]');
    expect(run(bad, '--out', temp.contentDir)).toEqual({
      code: 1,
      out: 'This is not a JSON Resume document: the file must hold one JSON object with basics, work, education… sections.',
    });
  });
});

describe('what the fuzz suite found (test/fuzz/content-import.test.ts), kept as fixtures', () => {
  const found = path.join(repoRoot, 'test', 'fixtures', 'import');
  /** The import's exit code and the check's verdict: its problem lines, or that it passes. */
  function imported(name: string): { code: number; check: string[] } {
    temp = tempRoot();
    const { code, out } = run(path.join(found, name), '--out', temp.contentDir);
    return { code, check: out.split('\n').filter((line) => /^content\/|^✔ content:check/.test(line)) };
  }

  it.each([
    [
      // Intl.DisplayNames threw on a country code that is not one.
      'country-code-with-control-character.json',
      [
        'content/experience.yaml:8:15 error roles[0].location: contains the control character U+0000, which no page shows — delete it (it comes with text copied from a terminal or a PDF)',
        'content/profile.yaml:6:6 error bio: contains the control character U+0000, which no page shows — delete it (it comes with text copied from a terminal or a PDF)',
        'content/profile.yaml:7:11 error location: contains the control character U+0000, which no page shows — delete it (it comes with text copied from a terminal or a PDF)',
      ],
    ],
    // `.trim()` of a city that was a list: a location of the wrong types reads as none.
    ['location-of-wrong-types.json', ['✔ content:check passes.']],
    // A regular expression built from a 60,000-character "technology" was too large for V8.
    ['very-long-skill.json', ['content/skills.yaml:9:9 error categories[0].skills[1]: must be at most 2,000 characters (got 60,000) — shorten it']],
  ])('%s: imported, and the check says what is wrong', (name, check) => {
    expect(imported(name)).toEqual({ code: 0, check });
  });
});
