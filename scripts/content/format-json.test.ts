import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, fixturesDir, type FixtureRoot } from '../../test/support/content-fixture.ts';
import { checkContent } from './check-content.ts';
import { contentPaths } from '../paths.ts';
import { formatJson, type JsonReport } from './format-json.ts';
import { problemLine, type Problem } from './problem.ts';

let fixture: FixtureRoot | undefined;
afterEach(() => fixture?.remove());

function problemsOf(name?: string, overrides?: Record<string, string>): Problem[] {
  fixture = contentFixture(name, overrides);
  return checkContent(contentPaths(fixture.root)).problems;
}

const parsed = (problems: readonly Problem[]) => JSON.parse(formatJson(problems)) as JsonReport;
const messageAndHint = (problems: readonly Problem[]) => parsed(problems).problems.map(({ message, hint }) => ({ message, hint }));

describe('formatJson', () => {
  it('is one document: problems with exactly these keys, and the counts', () => {
    const text = formatJson(problemsOf('enum-value'));
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual({
      problems: [
        {
          file: 'content/contact.yaml',
          line: 6,
          column: 12,
          path: 'methods[1].label',
          severity: 'error',
          message: 'must be one of "Email", "Phone" or "LinkedIn" (got "Fax")',
          hint: null,
        },
      ],
      errors: 1,
      warnings: 0,
    });
  });

  it('counts warnings apart from errors, and an empty check is an empty list', () => {
    const at = { line: 2, col: 3 };
    const warning: Problem = { file: 'content/site.yaml', at, field: 'title', severity: 'warning', message: 'untranslated', hint: 'add title_fr' };
    expect(parsed([warning])).toMatchObject({ errors: 0, warnings: 1, problems: [{ severity: 'warning', path: 'title', hint: 'add title_fr' }] });
    expect(parsed([])).toEqual({ problems: [], errors: 0, warnings: 0 });
  });
});

describe('message and hint come apart at the source', () => {
  const cases: [fixture: string, expected: { message: string; hint: string | null }[]][] = [
    ['missing-field', [{ message: 'missing field `description`', hint: 'add `description:` to this entry' }]],
    ['unknown-key', [{ message: 'unknown field `titel`', hint: 'did you mean `title`?' }]],
    ['missing-image', [{ message: 'no file public/images/projects/gymflow-l.svg', hint: 'did you mean /images/projects/gymflow-1.svg?' }]],
    ['duplicate-title', [{ message: '"gymflow" is already the title of projects[0]', hint: 'each project needs its own title' }]],
    ['duplicate-key', [{ message: 'this key appears twice in the same entry (YAML: duplicated mapping key)', hint: 'remove or rename one of them' }]],
    [
      'unclosed-bracket',
      [
        {
          message: 'a [ or { is not closed, or a comma is missing between its entries (YAML: missed comma between flow collection entries)',
          hint: null,
        },
      ],
    ],
    ['empty-text', [{ message: 'must not be empty', hint: null }]],
  ];

  it.each(cases)('%s', (name, expected) => {
    expect(messageAndHint(problemsOf(name))).toEqual(expected);
  });

  it('for a second image path that does not exist anywhere', () => {
    expect(messageAndHint(problemsOf('file-system-path'))[1]).toEqual({
      message: 'no file public/home/sam/Pictures/gym.png',
      hint: 'put the image in public/ or fix the path',
    });
  });

  it('for a value close to an allowed one, an unknown field with no near name, a missing file and an unknown file', () => {
    fixture = contentFixture(undefined, { 'blog.yaml': 'x: 1\n' });
    const projects = `${fixture.root}/content/projects.yaml`;
    const edited = fs.readFileSync(projects, 'utf8').replace('type: Web Application', 'type: Web Aplication');
    fs.writeFileSync(projects, edited.replace('    description:', '    zzzzzzzz: 1\n    description:'));
    fs.rmSync(`${fixture.root}/content/site.yaml`);
    const { problems } = checkContent(contentPaths(fixture.root));
    expect(messageAndHint(problems)).toEqual([
      { message: 'no schema describes this file', hint: expect.stringMatching(/^expected one of certifications\.yaml, contact\.yaml, /) },
      { message: 'is not a project type of this site (got "Web Aplication")', hint: 'did you mean `Web Application`?' },
      { message: 'unknown field `zzzzzzzz`', hint: 'allowed fields: title, slug, description, type, skills, links, images' },
      { message: 'file is missing', hint: 'create it (its fields are described in schemas/site.schema.json)' },
    ]);
    // The human line still reads as one sentence, as it always has.
    expect(problemLine(problems[1]!)).toBe(
      'content/projects.yaml:7:11 error projects[0].type: is not a project type of this site (got "Web Aplication") — did you mean `Web Application`?',
    );
  });
});

describe('on every mistake fixture', () => {
  const mistakes = fs.readdirSync(fixturesDir).filter((name) => name !== 'no-images');

  it.each(mistakes)('%s: the same problems, in order, at the same places, with the same severity', (name) => {
    const problems = problemsOf(name);
    const report = parsed(problems);
    expect(report.errors).toBe(problems.filter((p) => p.severity === 'error').length);
    expect(report.warnings).toBe(problems.filter((p) => p.severity === 'warning').length);
    expect(report.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.severity} ${p.path}`)).toEqual(
      problems.map((p) => `${p.file}:${p.at.line}:${p.at.col} ${p.severity} ${p.field}`),
    );
    for (const p of report.problems) expect(p.message).not.toContain(p.hint ?? '\0');
  });
});
