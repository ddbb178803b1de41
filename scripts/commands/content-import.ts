/**
 * `npm run content:import -- <resume.json> [--force] [--out <dir>] [--lang <code>]`: writes content/*.yaml
 * from a JSON Resume file, and content/sections/<id>.yaml for its publications, awards, volunteer,
 * interests, references and languages; then says what had no place in the site's content and which
 * values were invented (each marked `# TODO` in the files), and checks the result when schemas/
 * sits beside it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from '../content/check-content.ts';
import { contentPaths } from '../paths.ts';
import { contentFileTexts, ExistingContentError, shownPath, writeContentFiles } from '../resume/content-files.ts';
import { importJsonResume, JsonResumeError } from '../resume/import-json-resume.ts';
import { readJsonResume, UnreadableJsonError } from '../resume/read-json-resume.ts';

const USAGE = 'Usage: npm run content:import -- <resume.json> [--force] [--out <dir>] [--lang <code>]';

export function runImport(argv: readonly string[], log: (line: string) => void = console.log): number {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    log(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [source] = args.positionals;
  if (!source || args.positionals.length > 1) {
    // Without `--`, npm keeps --force and --out for itself and passes only their values on.
    const hint = args.positionals.length > 1 ? ' (npm keeps options written before `--` for itself: put `--` before the file)' : '';
    log(`Give one JSON Resume file to import${hint}.\n${USAGE}`);
    return 2;
  }
  let doc: unknown;
  try {
    doc = readJsonResume(source);
  } catch (error) {
    if (!(error instanceof UnreadableJsonError)) throw error;
    log(error.message);
    return 1;
  }
  const outDir = path.resolve(args.values.out ?? 'content');
  try {
    const result = importJsonResume(doc, { lang: args.values.lang });
    const files = contentFileTexts(result.content, result.todos, path.basename(source));
    writeContentFiles(outDir, files, args.values.force);
    const shown = shownPath(outDir);
    log(`✔ Imported ${source}${result.version ? ` (JSON Resume ${result.version})` : ''}: ${files.length} files written to ${shown}/.`);
    const own = result.content.sections;
    if (own.length) {
      log(`\nSections of your own, on the page before Contact (\`sections\` in site.yaml), in the PDF CV and in resume.json:`);
      for (const { id, section } of own) log(`  - ${shown}/sections/${id}.yaml: JSON Resume's ${section.resume}`);
    }
    if (result.unmapped.length) {
      log('\nNot imported — the site has no place for:');
      for (const item of result.unmapped) log(`  - ${item}`);
    }
    const todos = files.flatMap((f) =>
      f.todos.map((t) => `  - ${shown}/${f.file}${t.line ? `:${t.line}` : ''} ${t.pointer.slice(1).replaceAll('/', '.')}: ${t.message}`),
    );
    if (todos.length) {
      log(`\nTo do — ${todos.length} invented ${todos.length === 1 ? 'value is' : 'values are'} marked "# TODO" in the files:`);
      for (const line of todos) log(line);
    }
    for (const note of result.notes) log(`\nNote: ${note}`);
    reportCheck(outDir, log);
    return 0;
  } catch (error) {
    if (error instanceof ExistingContentError || error instanceof JsonResumeError) {
      log(error.message);
      return 1;
    }
    throw error;
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, out: { type: 'string' }, lang: { type: 'string' } },
  });
}

/** Runs the content check when the files were written as a site's content/ folder. */
function reportCheck(outDir: string, log: (line: string) => void): void {
  if (path.basename(outDir) !== 'content') return;
  const result = checkContent(contentPaths(path.dirname(outDir)));
  log(result.ok ? '\n✔ content:check passes.' : `\n✖ content:check found problems:\n${result.report}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = runImport(process.argv.slice(2));
}
