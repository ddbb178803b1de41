import { describe, expect, it } from 'vitest';
import { countBySeverity, formatProblems, problemLine, problemText, strictly, type Problem } from './problem.ts';
import { LineIndex } from './source-map.ts';

const text = ['site:', '  title: Sam', '  lang: en', '  url: https://example.com', ''].join('\n');
const indexes = new Map([['content/site.yaml', new LineIndex(text)]]);

const warning: Problem = {
  file: 'content/site.yaml',
  at: { line: 3, col: 3 },
  field: 'lang',
  severity: 'warning',
  message: 'is not translated',
  hint: 'add `lang_fr:` next to it',
};
const error: Problem = { file: 'content/site.yaml', at: { line: 2, col: 10 }, field: 'title', severity: 'error', message: 'must not be empty' };
const other: Problem = { ...warning, file: 'content/profile.yaml', at: { line: 1, col: 1 }, field: '' };

describe('problemText', () => {
  it('joins message and hint with a dash, or uses the sentence a checker gave', () => {
    expect(problemText({ message: 'unknown field `titel`', hint: 'did you mean `title`?' })).toBe('unknown field `titel` — did you mean `title`?');
    expect(problemText({ message: 'must not be empty' })).toBe('must not be empty');
    const sentence = 'missing field `x` (add `x:` to this entry)';
    expect(problemText({ message: 'missing field `x`', hint: 'add `x:` to this entry', sentence })).toBe(sentence);
  });
});

describe('the human report with warnings', () => {
  it('prints a warning line with its severity, field and hint, then its code frame', () => {
    expect(problemLine(warning)).toBe('content/site.yaml:3:3 warning lang: is not translated — add `lang_fr:` next to it');
    expect(formatProblems([warning], indexes).split('\n').slice(0, 6)).toEqual([
      'content/site.yaml:3:3 warning lang: is not translated — add `lang_fr:` next to it',
      '    1 | site:',
      '    2 |   title: Sam',
      '  > 3 |   lang: en',
      '      |   ^',
      '    4 |   url: https://example.com',
    ]);
  });

  it('counts warnings on their own line, saying they do not stop the build', () => {
    expect(formatProblems([warning], indexes).split('\n').at(-1)).toBe(
      '⚠ 1 warning in 1 file: it does not stop the build, but fix it in content/ when you can.',
    );
    expect(formatProblems([warning, other], indexes).split('\n').at(-1)).toBe(
      '⚠ 2 warnings in 2 files: they do not stop the build, but fix them in content/ when you can.',
    );
  });

  it('counts errors last, exactly as before, and only errors as problems', () => {
    expect(formatProblems([error, warning], indexes).split('\n').slice(-2)).toEqual([
      '⚠ 1 warning in 1 file: it does not stop the build, but fix it in content/ when you can.',
      '✖ 1 problem in 1 file. Fix it in content/ and run again.',
    ]);
    expect(
      formatProblems([error, { ...error, file: 'content/profile.yaml' }], indexes)
        .split('\n')
        .at(-1),
    ).toBe('✖ 2 problems in 2 files. Fix them in content/ and run again.');
    expect(formatProblems([error], indexes)).not.toContain('⚠');
  });
});

describe('strict checks', () => {
  it('turn every warning into an error and leave errors as they are', () => {
    const strict = strictly([warning, error]);
    expect(strict.map((p) => p.severity)).toEqual(['error', 'error']);
    expect(strict[1]).toBe(error);
    expect(warning.severity).toBe('warning');
    expect(problemLine(strict[0]!)).toBe('content/site.yaml:3:3 error lang: is not translated — add `lang_fr:` next to it');
  });

  it('count by severity', () => {
    expect(countBySeverity([warning, error, other])).toEqual({ errors: 1, warnings: 2 });
    expect(countBySeverity(strictly([warning, error, other]))).toEqual({ errors: 3, warnings: 0 });
  });
});
