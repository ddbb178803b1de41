/**
 * The fuzz property's judgement of one run: success, or problems that each say where they are
 * (a file of the site, a line and column inside it) and what is wrong, with no stack trace;
 * never an exception, a hang, a dead process or a half-written dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../../scripts/content/problem.ts';
import type { Outcome } from './compiler.ts';

/** A line of a stack trace, as Node prints them. */
export const STACK_LINE = /^\s+at .+[:(]\d+:\d+\)?$/m;

function lineCount(file: string): number | undefined {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').length;
  } catch {
    return undefined;
  }
}

/** Why a problem is not located, or undefined when it is. */
function unlocated(root: string, problem: Problem): string | undefined {
  if (!/^(content|public)\/[\w./-]+$/.test(problem.file)) return `names no file of the site: ${problem.file}`;
  const full = path.join(root, problem.file);
  if (!fs.existsSync(full)) return /missing/.test(problem.message) ? undefined : `names a file that is not there: ${problem.file}`;
  const { line, col } = problem.at;
  if (!(Number.isInteger(line) && Number.isInteger(col) && line >= 1 && col >= 1)) return `has no line and column: ${JSON.stringify(problem.at)}`;
  const lines = fs.statSync(full).isFile() ? lineCount(full) : 1;
  if (lines !== undefined && line > lines) return `is at line ${line} of a file of ${lines} lines`;
  if (!problem.message.trim()) return 'says nothing';
  return undefined;
}

/** Throws, saying why, unless the run ended in success or located problems. */
export function expectLocated(outcome: Outcome, root: string): void {
  const fail = (why: string) => {
    throw new Error(why);
  };
  // Long lines cut: the message may quote a megabyte of the mutated text.
  const short = (text: string) => text.replace(/^(.{300}).+$/gm, '$1…');
  if (outcome.kind === 'hung') fail(`the compiler did not finish within ${outcome.seconds} s of CPU`);
  if (outcome.kind === 'died') fail(`the compiler process died: ${short(outcome.error)}`);
  if (outcome.kind === 'threw') fail(`the compiler threw instead of reporting a problem:\n${short(outcome.error)}`);
  if (outcome.kind === 'import') fail('an import answer to a check');
  if (outcome.kind === 'problems') {
    if (!outcome.problems.some((p) => p.severity === 'error')) fail('the run failed without an error');
    for (const problem of outcome.problems) {
      const why = unlocated(root, problem);
      if (why) fail(`a problem ${why}: ${JSON.stringify(problem)}`);
    }
    if (STACK_LINE.test(outcome.report)) fail(`the report holds a stack trace:\n${outcome.report}`);
  }
  // A build writes dist/ whole or not at all, and leaves no staging folder behind.
  const dist = path.join(root, 'dist');
  if (fs.existsSync(path.join(root, '.dist-partial'))) fail('the build left .dist-partial/ behind');
  if (fs.existsSync(dist) && (outcome.kind !== 'ok' || !fs.existsSync(path.join(dist, 'index.html')))) fail('dist/ is half-written');
}
