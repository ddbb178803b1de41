import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, fixturesDir, type FixtureRoot } from '../../test/support/content-fixture.ts';
import { checkContent } from './check-content.ts';
import { contentPaths } from '../paths.ts';
import { escapeData, escapeProperty, githubCommand, githubCommands } from './format-github.ts';
import { problemText, type Problem } from './problem.ts';

let fixture: FixtureRoot | undefined;
afterEach(() => fixture?.remove());

function problemsOf(name?: string, overrides?: Record<string, string>): Problem[] {
  fixture = contentFixture(name, overrides);
  return checkContent(contentPaths(fixture.root)).problems;
}

/** What GitHub's runner does with a command line: split it, then undo the escaping. */
function parseCommand(line: string) {
  const match = /^::(error|warning) ([^:]*)::(.*)$/.exec(line);
  if (!match?.[1] || match[2] === undefined || match[3] === undefined) throw new Error(`not a workflow command: ${line}`);
  const unescape = (s: string) => s.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
  const properties = Object.fromEntries(
    match[2]
      .split(',')
      .map((pair) => pair.split('='))
      .map(([k, v]) => [k, unescape(v ?? '')]),
  );
  return { level: match[1], properties, message: unescape(match[3]) };
}

const sample: Problem = {
  file: 'content/projects.yaml',
  at: { line: 14, col: 7 },
  field: 'projects[2].type',
  severity: 'error',
  message: 'must be "Web Application" or "AI Automation" (got "Mobile App")',
};

describe('escaping, as @actions/core does it', () => {
  it('escapes %, \\r and \\n in data, and leaves : and , alone', () => {
    expect(escapeData('100%: a, b\r\nc')).toBe('100%25: a, b%0D%0Ac');
  });

  it('also escapes : and , in properties, which separate them', () => {
    expect(escapeProperty('100%: a, b\r\nc')).toBe('100%25%3A a%2C b%0D%0Ac');
  });

  it('escapes % first, so an escape already in the text survives the round trip', () => {
    expect(escapeData('%0A')).toBe('%250A');
    expect(parseCommand(githubCommand({ ...sample, message: 'literal %0A here' })).message).toBe('literal %0A here');
  });

  it('keeps a problem whose message, field and file hold %, :, ,, \\n and \\r on one line, and loses nothing', () => {
    const tricky: Problem = {
      file: 'content/a,b:c%.yaml',
      at: { line: 3, col: 5 },
      field: 'x:y,z',
      severity: 'warning',
      message: '50% done: a, b\r\nnext',
      hint: 'fix: this, then\nthat',
    };
    const line = githubCommand(tricky);
    expect(line).toBe('::warning file=content/a%2Cb%3Ac%25.yaml,line=3,col=5,title=x%3Ay%2Cz::50%25 done: a, b%0D%0Anext — fix: this, then%0Athat');
    expect(parseCommand(line)).toEqual({
      level: 'warning',
      properties: { file: tricky.file, line: '3', col: '5', title: tricky.field },
      message: '50% done: a, b\r\nnext — fix: this, then\nthat',
    });
  });
});

describe('githubCommand', () => {
  it('writes the command GitHub pins to the line', () => {
    expect(githubCommand(sample)).toBe(
      '::error file=content/projects.yaml,line=14,col=7,title=projects[2].type::must be "Web Application" or "AI Automation" (got "Mobile App")',
    );
  });

  it('writes warnings as ::warning, titles whole-file problems "content", and includes the hint', () => {
    const line = githubCommand({ ...sample, field: '', severity: 'warning', message: 'file is missing', hint: 'create it' });
    expect(line).toBe('::warning file=content/projects.yaml,line=14,col=7,title=content::file is missing — create it');
  });

  it('writes nothing for no problems', () => {
    expect(githubCommands([])).toBe('');
  });
});

describe('on every mistake fixture', () => {
  const mistakes = fs.readdirSync(fixturesDir).filter((name) => name !== 'no-images');

  it.each(mistakes)('%s: one command per problem, each decoding to the human text at the same place', (name) => {
    const problems = problemsOf(name);
    const lines = githubCommands(problems).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(problems.length);
    lines.forEach((line, i) => {
      const p = problems[i]!;
      expect(parseCommand(line)).toEqual({
        level: p.severity,
        properties: { file: p.file, line: String(p.at.line), col: String(p.at.col), title: p.field || 'content' },
        message: problemText(p),
      });
    });
  });

  it('leaves the data of a message readable (a link keeps its colon)', () => {
    expect(githubCommands(problemsOf('javascript-link'))).toBe(
      '::error file=content/certifications.yaml,line=6,col=11,title=certifications[1].link::must be a full https://' +
        ' link, for example https://example.com/page (got "javascript:alert(document.cookie)")\n',
    );
  });

  it('escapes a real file name with %, : and ,', () => {
    const [line] = githubCommands(problemsOf(undefined, { 'a,b:c%.yaml': 'x: 1\n' })).split('\n');
    expect(line).toMatch(/^::error file=content\/a%2Cb%3Ac%25\.yaml,line=1,col=1,title=content::no schema describes this file — expected one of /);
  });
});
