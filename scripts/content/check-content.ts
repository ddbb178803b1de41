/**
 * Checks every file in content/ against its schema and against each other, and collects
 * every problem in one pass, located at file:line:col.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { crossCheck } from './cross-checks.ts';
import { fieldName, formatProblems, sortProblems, strictly, type Problem } from './problem.ts';
import { explain, withoutTypoEchoes } from './schema-messages.ts';
import { loadSchemas } from './schemas.ts';
import { LineIndex } from './source-map.ts';
import { syntaxMessage } from './syntax-messages.ts';
import { loadYamlWithPositions, locate, YamlSyntaxError, type NodeLocation } from './yaml-positions.ts';

export interface ContentPaths {
  root: string;
  contentDir: string;
  schemaDir: string;
  publicDir: string;
}

export function contentPaths(root: string): ContentPaths {
  return {
    root,
    contentDir: path.join(root, 'content'),
    schemaDir: path.join(root, 'schemas'),
    publicDir: path.join(root, 'public'),
  };
}

export interface CheckOptions {
  /** Count warnings as errors (`content:check --strict`). */
  strict?: boolean;
}

export interface CheckResult {
  /** No errors (warnings may remain; they are in `problems` and `report`). */
  ok: boolean;
  problems: Problem[];
  /** Parsed data by content name (profile, projects…), for files that parsed. */
  data: Map<string, unknown>;
  /** The whole content, typed, when there is no error. */
  content?: DeepReadonly<Content>;
  schemas: Map<string, Record<string, unknown>>;
  /** The printable report of all problems, errors and warnings; empty when there are none. */
  report: string;
}

export function checkContent(paths: ContentPaths, options: CheckOptions = {}): CheckResult {
  const { names, validators, raw } = loadSchemas(paths.schemaDir);
  const problems: Problem[] = [];
  const indexes = new Map<string, LineIndex>();
  const locations = new Map<string, Map<string, NodeLocation>>();
  const data = new Map<string, unknown>();
  // Everything that parsed, valid or not: cross-file checks still have something to say.
  const parsed = new Map<string, unknown>();
  const rel = (name: string) =>
    path
      .relative(paths.root, path.join(paths.contentDir, `${name}.yaml`))
      .split(path.sep)
      .join('/');

  for (const name of names) {
    const file = rel(name);
    const full = path.join(paths.contentDir, `${name}.yaml`);
    if (!fs.existsSync(full)) {
      const hint = `create it (its fields are described in schemas/${name}.schema.json)`;
      problems.push({ file, at: { line: 1, col: 1 }, field: '', severity: 'error', message: 'file is missing', hint });
      continue;
    }
    const text = fs.readFileSync(full, 'utf8');
    let loaded: ReturnType<typeof loadYamlWithPositions>;
    try {
      loaded = loadYamlWithPositions(text);
    } catch (error) {
      if (!(error instanceof YamlSyntaxError)) throw error;
      problems.push({ file, at: error.at, field: '', severity: 'error', ...syntaxMessage(error.reason) });
      indexes.set(file, new LineIndex(text));
      continue;
    }
    indexes.set(file, loaded.index);
    locations.set(name, loaded.locations);
    parsed.set(name, loaded.data);
    const validate = validators.get(name);
    if (validate && !validate(loaded.data)) {
      for (const e of withoutTypoEchoes((validate.errors ?? []).map(explain))) {
        const loc = locate(loaded.locations, e.pointer);
        const { message, hint, sentence } = e;
        const at = e.atKey && loc.key ? loc.key : loc.value;
        problems.push({ file, at, field: fieldName(e.pointer), severity: 'error', message, hint, sentence });
      }
    } else {
      data.set(name, loaded.data);
    }
  }

  for (const entry of fs.existsSync(paths.contentDir) ? fs.readdirSync(paths.contentDir) : []) {
    const name = entry.replace(/\.ya?ml$/, '');
    if (name !== entry && !names.includes(name)) {
      const hint = `expected one of ${names.map((n) => `${n}.yaml`).join(', ')}`;
      const file = rel(name).replace(/\.yaml$/, path.extname(entry));
      problems.push({ file, at: { line: 1, col: 1 }, field: '', severity: 'error', message: 'no schema describes this file', hint });
    }
  }

  crossCheck(paths.publicDir, parsed, (name, pointer, message, hint, severity = 'error') => {
    const loc = locations.get(name);
    const at = loc ? locate(loc, pointer).value : { line: 1, col: 1 };
    problems.push({ file: rel(name), at, field: fieldName(pointer), severity, message, hint });
  });

  const found = sortProblems(options.strict ? strictly(problems) : problems);
  const ok = !found.some((p) => p.severity === 'error');
  // Every file was validated against its schema, and Content is generated from those schemas.
  const content = ok ? (Object.fromEntries(data) as unknown as DeepReadonly<Content>) : undefined;
  return { ok, problems: found, data, content, schemas: raw, report: found.length ? formatProblems(found, indexes) : '' };
}
