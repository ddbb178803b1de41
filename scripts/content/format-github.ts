/**
 * Problems as GitHub Actions workflow commands, one line each:
 * `::error file=content/projects.yaml,line=14,col=7,title=projects[2].type::must be … (got …)`.
 * GitHub turns them into annotations pinned to that line of the pull request's diff.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */
import { problemText, type Problem } from './problem.ts';

/** A command's message: escaped as @actions/core's escapeData does, so it stays on one line. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A command's property value: escapeData, plus `:` and `,`, which separate the properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function githubCommand(p: Problem): string {
  const properties = { file: p.file, line: String(p.at.line), col: String(p.at.col), title: p.field || 'content' };
  const list = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(value)}`);
  return `::${p.severity} ${list.join(',')}::${escapeData(problemText(p))}`;
}

/** One command per problem, each on its own line; empty when there are none. */
export function githubCommands(problems: readonly Problem[]): string {
  return problems.map((p) => `${githubCommand(p)}\n`).join('');
}
