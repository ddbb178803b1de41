/**
 * A problem found in the owner's content, and how it is printed:
 * `content/projects.yaml:14:7 error projects[2].type: must be … (got …)` then a code frame.
 */
import { codeFrame, type LineIndex, type Position } from './source-map.ts';

export interface Problem {
  /** Path relative to the project root, e.g. content/projects.yaml. */
  file: string;
  at: Position;
  /** The field in the owner's terms, e.g. projects[2].type; empty for the whole file. */
  field: string;
  message: string;
}

/** "/projects/2/type" → "projects[2].type". */
export function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((out, seg) => (/^\d+$/.test(seg) ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '');
}

export function problemLine(p: Problem): string {
  return `${p.file}:${p.at.line}:${p.at.col} error ${p.field ? `${p.field}: ` : ''}${p.message}`;
}

export function formatProblems(problems: readonly Problem[], indexes: ReadonlyMap<string, LineIndex>): string {
  const blocks = problems.map((p) => {
    const index = indexes.get(p.file);
    return index ? `${problemLine(p)}\n${codeFrame(index, p.at)}` : problemLine(p);
  });
  const files = new Set(problems.map((p) => p.file)).size;
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  return `${blocks.join('\n\n')}\n\n✖ ${count}. Fix ${problems.length === 1 ? 'it' : 'them'} in content/ and run again.`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.at.line - b.at.line || a.at.col - b.at.col);
}
