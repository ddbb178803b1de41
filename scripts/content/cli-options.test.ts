import { describe, expect, it } from 'vitest';
import { parseCliOptions, usage } from './cli-options.ts';

describe('parseCliOptions', () => {
  it('defaults to the human format, not strict', () => {
    expect(parseCliOptions(['check'])).toEqual({ mode: 'check', format: 'human', strict: false });
    expect(parseCliOptions(['types'])).toEqual({ mode: 'types', format: 'human', strict: false });
  });

  it('reads --format in both spellings, and --strict', () => {
    expect(parseCliOptions(['check', '--format', 'json'])).toEqual({ mode: 'check', format: 'json', strict: false });
    expect(parseCliOptions(['check', '--format=github', '--strict'])).toEqual({ mode: 'check', format: 'github', strict: true });
    expect(parseCliOptions(['--strict', 'check'])).toEqual({ mode: 'check', format: 'human', strict: true });
  });

  it.each([
    [['check', '--format', 'xml'], 'The format "xml" is not known: use --format human, github or json.'],
    [['check', '--format'], 'The format is missing: use --format human, github or json.'],
    [['check', '--fromat', 'json'], 'The option --fromat is not known.'],
    [['check', '--strict=yes'], 'The option --strict takes no value: write --strict alone.'],
    [[], 'Give one command, "check" or "types".'],
    [['lint'], 'Give one command, "check" or "types".'],
    [['check', 'types'], 'Give one command, "check" or "types".'],
  ])('refuses %j with a sentence and the usage', (args, sentence) => {
    expect(parseCliOptions(args)).toEqual({ error: `${sentence}\n${usage}` });
  });
});
