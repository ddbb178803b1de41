/**
 * Problems as one JSON document for other tools (`content:check --format json`):
 * `{ "problems": [{ file, line, column, path, severity, message, hint }], "errors": n, "warnings": n }`.
 * `path` is the field in the owner's terms ("projects[2].type", "" for the whole file); `hint`
 * (how to fix it) is null when there is none; `message` never includes it.
 */
import { countBySeverity, type Problem, type Severity } from './problem.ts';

export interface JsonProblem {
  file: string;
  line: number;
  column: number;
  path: string;
  severity: Severity;
  message: string;
  hint: string | null;
}

export interface JsonReport {
  problems: JsonProblem[];
  errors: number;
  warnings: number;
}

function jsonReport(problems: readonly Problem[]): JsonReport {
  return {
    problems: problems.map((p) => ({
      file: p.file,
      line: p.at.line,
      column: p.at.col,
      path: p.field,
      severity: p.severity,
      message: p.message,
      hint: p.hint || null,
    })),
    ...countBySeverity(problems),
  };
}

export function formatJson(problems: readonly Problem[]): string {
  return `${JSON.stringify(jsonReport(problems), null, 2)}\n`;
}
