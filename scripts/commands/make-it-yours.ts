/**
 * `npm run make-it-yours -- --resume <resume.json>` or `-- --name "…" --email … --url https://… [--languages en,fr]`:
 * turns the sample site into the owner's (scripts/starter/make-it-yours.ts) and says every file it
 * removed and wrote. In a terminal, it asks for what the flags leave out.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { repoRoot } from '../paths.ts';
import { readJsonResume, UnreadableJsonError } from '../resume/read-json-resume.ts';
import { JsonResumeError } from '../resume/import-json-resume.ts';
import { makeItYours, NotTheSampleError, type Answers, type MadeYours, type Source } from '../starter/make-it-yours.ts';

const USAGE = [
  'Usage: npm run make-it-yours -- --resume <resume.json> [--languages en,fr]',
  '   or: npm run make-it-yours -- --name "Your Name" --email you@example.com --url https://your.site [--languages en,fr] [--headline "…"]',
  '   --force replaces content/ even when it is no longer the sample.',
].join('\n');

const OPTIONS = {
  resume: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  url: { type: 'string' },
  languages: { type: 'string' },
  headline: { type: 'string' },
  force: { type: 'boolean', default: false },
  root: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
type Ask = ((question: string) => Promise<string>) & { close?: () => void };

export async function runMakeItYours(argv: readonly string[], log: (line: string) => void = console.log, ask?: Ask): Promise<number> {
  let values: Values;
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS }));
  } catch (error) {
    log(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const languages = values.languages
    ?.split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  let source: Source;
  try {
    source = values.resume
      ? { resume: readJsonResume(values.resume), file: path.basename(values.resume), ...(languages ? { languages } : {}) }
      : { answers: await answers(values, languages, ask) };
  } catch (error) {
    if (!(error instanceof UnreadableJsonError || error instanceof MissingAnswerError)) throw error;
    log(error instanceof MissingAnswerError ? `${error.message}\n${USAGE}` : error.message);
    return error instanceof MissingAnswerError ? 2 : 1;
  }
  let made: MadeYours;
  try {
    made = makeItYours(path.resolve(values.root ?? repoRoot), source, values.force);
  } catch (error) {
    if (!(error instanceof NotTheSampleError || error instanceof JsonResumeError)) throw error;
    log(`✖ ${error.message}`);
    return 1;
  }
  report(made, log);
  return made.check.ok && made.traces.length === 0 ? 0 : 1;
}

function report(made: MadeYours, log: (line: string) => void): void {
  log(`✔ The site is yours: ${made.written.length} files written, ${made.removed.length} files of the sample removed.`);
  log('\nWritten:');
  for (const file of made.written) log(`  + ${file}`);
  log('\nRemoved (the sample’s):');
  for (const file of made.removed) log(`  - ${file}`);
  if (made.kept.length) {
    log('\nKept (yours: files the sample does not ship):');
    for (const file of made.kept) log(`  = ${file}`);
  }
  const todos = made.files.flatMap((f) =>
    f.todos.map((t) => `  - content/${f.file}${t.line ? `:${t.line}` : ''} ${t.pointer.slice(1).replaceAll('/', '.')}: ${t.message}`),
  );
  if (todos.length) {
    log(`\nTo do — ${todos.length} invented ${todos.length === 1 ? 'value is' : 'values are'} marked "# TODO" in the files:`);
    for (const line of todos) log(line);
  }
  for (const note of made.imported.notes) log(`\nNote: ${note}`);
  for (const trace of made.traces)
    log(`\n✖ ${trace.file} still names ${trace.what} (“${trace.text}”): it is not the sample’s, so it was kept; edit it.`);
  log(made.check.ok ? '\n✔ content:check passes. Next: `npm run dev`, then commit.' : `\n✖ content:check found problems:\n${made.check.report}`);
}

class MissingAnswerError extends Error {}

const QUESTIONS = {
  name: 'Your name (the page’s heading): ',
  email: 'Your email (the contact section): ',
  url: 'Where the site will be published (https://…): ',
  languages: 'Its languages, the default first (en, or en,fr): ',
} as const;

async function answers(values: Values, languages: string[] | undefined, ask: Ask | undefined): Promise<Answers> {
  const given = { name: values.name, email: values.email, url: values.url, languages: languages?.join(',') };
  const missing = (Object.keys(QUESTIONS) as (keyof typeof QUESTIONS)[]).filter(
    (key) => !given[key] && !(key === 'languages' && !ask && !process.stdin.isTTY),
  );
  const asker = ask ?? (process.stdin.isTTY && missing.length ? terminalAsk() : undefined);
  if (missing.some((key) => key !== 'languages') && !asker) {
    throw new MissingAnswerError(
      `Give ${missing
        .filter((key) => key !== 'languages')
        .map((key) => `--${key}`)
        .join(', ')}, or --resume <resume.json>.`,
    );
  }
  for (const key of missing) {
    const answer = (await asker?.(QUESTIONS[key]))?.trim();
    if (answer) given[key] = answer;
  }
  asker?.close?.();
  const { name, email, url } = given;
  if (!name || !email || !url) throw new MissingAnswerError('A name, an email and the site’s address are needed.');
  return {
    name,
    email,
    url,
    languages: (given.languages ?? 'en')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...(values.headline ? { headline: values.headline } : {}),
  };
}

function terminalAsk(): Ask {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  return Object.assign((question: string) => rl.question(question), { close: () => rl.close() });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await runMakeItYours(process.argv.slice(2));
}
