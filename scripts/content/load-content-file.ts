/**
 * Reads one content file (base or translation), parses it with positions and validates it
 * against its schema, adding every problem it finds, located, to `problems`.
 */
import type { ValidateFunction } from 'ajv';
import { fieldName, type Problem } from './problem.ts';
import { readContentText } from './read-content-text.ts';
import { explain, withoutTypoEchoes } from './schema-messages.ts';
import { LineIndex } from './source-map.ts';
import { syntaxMessage } from './syntax-messages.ts';
import { loadYamlWithPositions, locate, YamlSyntaxError, type Locations } from './yaml-positions.ts';

export interface LoadedFile {
  /** The parsed data, valid or not. */
  data: unknown;
  valid: boolean;
  locations: Locations;
}

export interface FileSink {
  problems: Problem[];
  indexes: Map<string, LineIndex>;
}

/** undefined when the file does not parse (the syntax error is reported). */
export function loadContentFile(full: string, file: string, validate: ValidateFunction | undefined, sink: FileSink): LoadedFile | undefined {
  const { text, problem } = readContentText(full);
  if (problem) {
    const { at, ...wording } = problem;
    sink.problems.push({ file, at, field: '', severity: 'error', ...wording });
    sink.indexes.set(file, new LineIndex(text));
    return undefined;
  }
  return loadContentText(text, file, validate, sink);
}

/** Parses and validates YAML text read from `file` (a whole file, or a post's front matter); undefined when it does not parse. */
export function loadContentText(
  text: string,
  file: string,
  validate: ValidateFunction | undefined,
  sink: FileSink,
  schema?: Parameters<typeof loadYamlWithPositions>[1],
): LoadedFile | undefined {
  let loaded: ReturnType<typeof loadYamlWithPositions>;
  try {
    loaded = loadYamlWithPositions(text, schema);
  } catch (error) {
    if (!(error instanceof YamlSyntaxError)) throw error;
    const wording = error.hint ? { message: error.reason, hint: error.hint } : syntaxMessage(error.reason);
    sink.problems.push({ file, at: error.at, field: '', severity: 'error', ...wording });
    sink.indexes.set(file, new LineIndex(text));
    return undefined;
  }
  sink.indexes.set(file, loaded.index);
  const valid = validate ? validateLoaded(validate, loaded.data, loaded.locations, file, sink) : true;
  return { data: loaded.data, valid, locations: loaded.locations };
}

/** Validates parsed data, adding each schema error, located, to `problems`; true when it is valid. */
export function validateLoaded(validate: ValidateFunction, data: unknown, locations: Locations, file: string, sink: Pick<FileSink, 'problems'>): boolean {
  if (validate(data)) return true;
  for (const e of withoutTypoEchoes((validate.errors ?? []).map(explain))) {
    const loc = locate(locations, e.pointer);
    const { message, hint, sentence } = e;
    const at = e.atKey && loc.key ? loc.key : loc.value;
    sink.problems.push({ file, at, field: fieldName(e.pointer), severity: 'error', message, hint, sentence });
  }
  return false;
}
