/**
 * A problem found in the owner's content, and its human report:
 * `content/projects.yaml:14:7 error projects[2].type: must be … (got …)` then a code frame.
 * The other formats (GitHub workflow commands, JSON) live in format-github.ts and format-json.ts.
 */
import { codeFrame, type LineIndex, type Position } from './source-map.ts';

/** Errors stop the build; warnings are printed and let it through (unless the check is strict). */
export type Severity = 'error' | 'warning';

/** What a checker says about one spot: what is wrong, and how to fix it when it knows. */
export interface Wording {
  /** What is wrong, e.g. "unknown field `titel`". */
  message: string;
  /** How to fix it, e.g. "did you mean `title`?". */
  hint?: string;
  /**
   * Message and hint as the one sentence the human report prints, where that is not
   * "message — hint" (e.g. "missing field `x` (add `x:` to this entry)").
   */
  sentence?: string;
}

/** Reports what is wrong at a pointer in a content file, and how to fix it when that is known; an error unless said otherwise. */
export type Report = (file: string, pointer: string, message: string, hint?: string, severity?: Severity) => void;

export interface Problem extends Wording {
  /** Path relative to the project root, e.g. content/projects.yaml. */
  file: string;
  at: Position;
  /** The field in the owner's terms, e.g. projects[2].type; empty for the whole file. */
  field: string;
  severity: Severity;
}

/** "/projects/2/type" → "projects[2].type". */
export function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((out, seg) => (/^\d+$/.test(seg) ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '');
}

/** The message with its hint, as one sentence. */
export function problemText(p: Wording): string {
  return p.sentence ?? (p.hint ? `${p.message} — ${p.hint}` : p.message);
}

export function problemLine(p: Problem): string {
  return `${p.file}:${p.at.line}:${p.at.col} ${p.severity} ${p.field ? `${p.field}: ` : ''}${problemText(p)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(problems: readonly Problem[], severity: Severity): string | undefined {
  const matching = problems.filter((p) => p.severity === severity);
  if (!matching.length) return undefined;
  const files = new Set(matching.map((p) => p.file)).size;
  const them = matching.length === 1 ? 'it' : 'them';
  const where = `in ${plural(files, 'file')}`;
  if (severity === 'error') return `✖ ${plural(matching.length, 'problem')} ${where}. Fix ${them} in content/ and run again.`;
  const they = matching.length === 1 ? 'it does' : 'they do';
  return `⚠ ${plural(matching.length, 'warning')} ${where}: ${they} not stop the build, but fix ${them} in content/ when you can.`;
}

/** Every problem with its code frame, then a count of warnings and a count of errors (last, as it decides). */
export function formatProblems(problems: readonly Problem[], indexes: ReadonlyMap<string, LineIndex>): string {
  const blocks = problems.map((p) => {
    const index = indexes.get(p.file);
    return index ? `${problemLine(p)}\n${codeFrame(index, p.at)}` : problemLine(p);
  });
  const counts = [summary(problems, 'warning'), summary(problems, 'error')].filter((line) => line !== undefined);
  return `${blocks.join('\n\n')}\n\n${counts.join('\n')}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.at.line - b.at.line || a.at.col - b.at.col);
}

/** `--strict`: every warning counts as an error. */
export function strictly(problems: readonly Problem[]): Problem[] {
  return problems.map((p) => (p.severity === 'warning' ? { ...p, severity: 'error' } : p));
}

export function countBySeverity(problems: readonly Problem[]): { errors: number; warnings: number } {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { errors, warnings: problems.length - errors };
}
