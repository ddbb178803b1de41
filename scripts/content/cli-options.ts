/** The arguments of `scripts/commands/content.ts check|types [--format human|github|json] [--strict]`. */
import { parseArgs } from 'node:util';
import { formats, type Format } from './report-problems.ts';

export interface CliOptions {
  mode: 'check' | 'types';
  format: Format;
  /** Warnings count as errors: the command fails on them. */
  strict: boolean;
}

export const usage = 'Usage: scripts/commands/content.ts check|types [--format human|github|json] [--strict]';

const isFormat = (value: unknown): value is Format => (formats as readonly unknown[]).includes(value);

export function parseCliOptions(args: readonly string[]): CliOptions | { error: string } {
  // Not parseArgs' strict mode: its messages talk about positionals; ours say what to type instead.
  const options = { format: { type: 'string' }, strict: { type: 'boolean' } } as const;
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true, strict: false });
  const fail = (text: string) => ({ error: `${text}\n${usage}` });
  const unknown = Object.keys(values).find((key) => key !== 'format' && key !== 'strict');
  if (unknown) return fail(`The option --${unknown} is not known.`);
  const [mode, ...rest] = positionals;
  if ((mode !== 'check' && mode !== 'types') || rest.length) return fail('Give one command, "check" or "types".');
  const format = values.format ?? 'human';
  const named = typeof format === 'string' ? `"${format}" is not known` : 'is missing';
  if (!isFormat(format)) return fail(`The format ${named}: use --format human, github or json.`);
  if (typeof values.strict === 'string') return fail('The option --strict takes no value: write --strict alone.');
  return { mode, format, strict: values.strict === true };
}
