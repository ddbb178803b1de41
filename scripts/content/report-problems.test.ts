import { describe, expect, it } from 'vitest';
import type { Problem } from './problem.ts';
import { annotating, renderProblems } from './report-problems.ts';

const at = { line: 9, col: 11 };
const problem: Problem = { file: 'content/projects.yaml', at, field: 'projects[1].type', severity: 'error', message: 'must be a text' };
const report = 'content/projects.yaml:9:11 error projects[1].type: must be a text\n\n✖ 1 problem in 1 file. Fix it in content/ and run again.';
const checked = { problems: [problem], report };
const command = '::error file=content/projects.yaml,line=9,col=11,title=projects[1].type::must be a text\n';

describe('renderProblems', () => {
  it('human: the report on stderr, nothing on stdout', () => {
    expect(renderProblems(checked, 'human', {})).toEqual({ stderr: `${checked.report}\n`, stdout: '' });
  });

  it('human under GitHub Actions: the report, then workflow commands on stdout', () => {
    expect(renderProblems(checked, 'human', { GITHUB_ACTIONS: 'true' })).toEqual({ stderr: `${checked.report}\n`, stdout: command });
  });

  it('github: the report and the commands, wherever it runs', () => {
    expect(renderProblems(checked, 'github', {})).toEqual({ stderr: `${checked.report}\n`, stdout: command });
  });

  it('json: the document alone on stdout, even under GitHub Actions', () => {
    const printed = renderProblems(checked, 'json', { GITHUB_ACTIONS: 'true' });
    expect(printed.stderr).toBe('');
    expect(JSON.parse(printed.stdout)).toMatchObject({ errors: 1, warnings: 0, problems: [{ path: 'projects[1].type' }] });
  });

  it('prints nothing when there is nothing to say', () => {
    expect(renderProblems({ problems: [], report: '' }, 'human', { GITHUB_ACTIONS: 'true' })).toEqual({ stderr: '', stdout: '' });
  });
});

describe('annotating', () => {
  it('follows GITHUB_ACTIONS, unless a step already annotated says CONTENT_ANNOTATIONS=off', () => {
    expect(annotating('human', { GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(annotating('human', { GITHUB_ACTIONS: 'false' })).toBe(false);
    expect(annotating('human', {})).toBe(false);
    expect(annotating('human', { GITHUB_ACTIONS: 'true', CONTENT_ANNOTATIONS: 'off' })).toBe(false);
    expect(annotating('github', { CONTENT_ANNOTATIONS: 'off' })).toBe(true);
    expect(annotating('json', { GITHUB_ACTIONS: 'true' })).toBe(false);
  });
});
