/**
 * Loads YAML with js-yaml and says where every node starts, so a schema error on
 * `/projects/2/type` can be reported at its line. The values are js-yaml's; the places come from
 * the `yaml` package's public API (yaml-locations.ts), parsed only when a place is first asked
 * for: a file without problems is read once.
 */
import yaml from 'js-yaml';
import { aliasExpansionProblem, type ExpansionProblem } from './alias-expansion.ts';
import { LineIndex, type Position } from './source-map.ts';
import { sourceNodes, type KeyReading, type NodeLocation, type SourceNodes } from './yaml-locations.ts';

export type { NodeLocation } from './yaml-locations.ts';

/** Locations by JSON pointer ("" is the document, "/projects/2/type" a field); a Map is one. */
export interface Locations {
  get(pointer: string): NodeLocation | undefined;
}

/** For a file that did not parse: every pointer is found at the start. */
export const NO_LOCATIONS: Locations = { get: () => undefined };

export interface LoadedYaml {
  data: unknown;
  index: LineIndex;
  locations: Locations;
}

/** A YAML syntax error at a place in the text; `hint`, when the reason is ours rather than the parser's. */
export class YamlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly at: Position,
    readonly hint?: string,
  ) {
    super(reason);
  }
}

/**
 * The two ways the check reads YAML, each for both parsers. `default` is js-yaml's default schema
 * (the content files); `core` its core schema, without timestamps or merge keys (a post's front
 * matter, so that a date stays the text the owner wrote).
 */
const SCHEMAS = {
  default: { jsYaml: yaml.DEFAULT_SCHEMA, keys: { timestamps: true, merge: true } },
  core: { jsYaml: yaml.CORE_SCHEMA, keys: { timestamps: false, merge: false } },
} satisfies Record<string, { jsYaml: yaml.Schema; keys: KeyReading }>;

export type YamlSchema = keyof typeof SCHEMAS;

const count = (n: number) => (n < 1e15 ? n.toLocaleString('en') : 'over a million billion');

function aliasError(index: LineIndex, problem: ExpansionProblem): YamlSyntaxError {
  const { start } = problem.alias;
  const alias = /^\*[^\s,[\]{}]+/.exec(index.text.slice(start, start + 200))?.[0] ?? 'alias';
  const at = index.position(start);
  if (problem.kind === 'cycle')
    return new YamlSyntaxError(
      `the alias ${alias} is inside the value its anchor names, so it repeats forever`,
      at,
      'point it at a value outside, or write the value out',
    );
  const { measure, cap, stands } = problem;
  return new YamlSyntaxError(
    `the anchors and aliases (&name, *name) of this file expand to more than ${count(cap)} ${measure} (the alias ${alias} here stands for ${count(stands[measure])})`,
    at,
    'write the repeated values out, or repeat them less deeply (an alias of a list of aliases multiplies)',
  );
}

export function loadYamlWithPositions(text: string, schema: YamlSchema = 'default'): LoadedYaml {
  const index = new LineIndex(text);
  const { jsYaml, keys } = SCHEMAS[schema];
  let data: unknown;
  try {
    data = yaml.load(text, { schema: jsYaml, json: false });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const mark = error.mark;
      throw new YamlSyntaxError(error.reason, index.clamp({ line: (mark?.line ?? 0) + 1, col: (mark?.column ?? 0) + 1 }));
    }
    throw error;
  }
  let nodes: SourceNodes | undefined;
  // Parsed when first needed: by the alias check, here, when it has something to blame (it reads
  // `data` for the aliases' values), or by a problem to locate.
  const found = () => (nodes ??= sourceNodes(text, index, keys, data));
  // An alias is written with a `*`: without one, nothing repeats.
  const problem = text.includes('*') ? aliasExpansionProblem(data, () => found().aliases) : undefined;
  if (problem) throw aliasError(index, problem);
  return { data, index, locations: { get: (pointer) => found().locations.get(pointer) } };
}

/** The nearest recorded location for a pointer, walking up to a parent when needed. */
export function locate(locations: Locations, path: string): NodeLocation {
  let p = path;
  for (;;) {
    const found = locations.get(p);
    if (found) return found;
    if (p === '') return { value: { line: 1, col: 1 } };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
