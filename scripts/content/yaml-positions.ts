/**
 * Loads YAML with js-yaml and records where every node starts, using js-yaml's own
 * `listener` hook, so a schema error on `/projects/2/type` can be reported at its line.
 */
import yaml from 'js-yaml';
import { aliasExpansionProblem, type AliasUse, type ExpansionProblem } from './alias-expansion.ts';
import { pointer } from './json-pointer.ts';
import { LineIndex, type Position } from './source-map.ts';

interface RawNode {
  start: number;
  end: number;
  result: unknown;
  kind: string | null;
  children: RawNode[];
}

interface Frame {
  start: number;
  children: RawNode[];
}

/** Where a value sits, and for a mapping entry where its key sits. */
export interface NodeLocation {
  value: Position;
  key?: Position;
}

export interface LoadedYaml {
  data: unknown;
  index: LineIndex;
  /** Locations by JSON pointer ("" is the document, "/projects/2/type" a field). */
  locations: Map<string, NodeLocation>;
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

/** The listener fires where composing starts, before blanks and comments; skip to the node itself. */
function skipBlank(text: string, offset: number): number {
  let i = offset;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) {
      while (i < text.length && text[i] !== '\n') i++;
    } else break;
  }
  return i;
}

/** js-yaml wraps some collections in a second node with the same result; look through it. */
function unwrap(node: RawNode): RawNode {
  let n = node;
  for (;;) {
    const [only] = n.children;
    if (!only || n.children.length !== 1 || only.result !== n.result || typeof n.result !== 'object' || n.result === null) return n;
    n = only;
  }
}

function record(text: string, index: LineIndex, node: RawNode, path: string, out: Map<string, NodeLocation>, key?: Position): void {
  const n = unwrap(node);
  const emptyValue = n.result === null && key !== undefined;
  const value = emptyValue ? key : index.position(skipBlank(text, n.start));
  out.set(path, key ? { value, key } : { value });
  if (n.kind === 'mapping') {
    for (let i = 0; i + 1 < n.children.length; i += 2) {
      const [keyNode, valueNode] = [n.children[i], n.children[i + 1]];
      if (!keyNode || !valueNode) continue;
      const keyPos = index.position(skipBlank(text, keyNode.start));
      record(text, index, valueNode, `${path}/${pointer([String(keyNode.result)]).slice(1)}`, out, keyPos);
    }
  } else if (n.kind === 'sequence') {
    n.children.forEach((child, i) => record(text, index, child, `${path}/${i}`, out));
  }
}

const count = (n: number) => (n < 1e15 ? n.toLocaleString('en') : 'over a million billion');

function aliasError(text: string, index: LineIndex, problem: ExpansionProblem): YamlSyntaxError {
  const start = skipBlank(text, problem.alias.start);
  const alias = /^\*[^\s,[\]{}]+/.exec(text.slice(start, start + 200))?.[0] ?? 'alias';
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

/** `schema`: js-yaml's; a post's front matter reads without timestamps, so a date stays the text the owner wrote. */
export function loadYamlWithPositions(text: string, schema: yaml.Schema = yaml.DEFAULT_SCHEMA): LoadedYaml {
  const index = new LineIndex(text);
  const stack: Frame[] = [{ start: 0, children: [] }];
  // Aliases: the nodes js-yaml gives a value without composing it (no kind).
  const aliases: AliasUse[] = [];
  let data: unknown;
  try {
    data = yaml.load(text, {
      schema,
      json: false,
      listener(event, state) {
        if (event === 'open') {
          stack.push({ start: state.position, children: [] });
        } else {
          const frame = stack.pop();
          const parent = stack[stack.length - 1];
          if (!frame || !parent) return;
          if (state.kind === null && state.result !== null && state.result !== undefined) aliases.push({ start: frame.start, value: state.result });
          parent.children.push({
            start: frame.start,
            end: state.position,
            result: state.result,
            kind: state.kind,
            children: frame.children,
          });
        }
      },
    });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const mark = error.mark;
      throw new YamlSyntaxError(error.reason, index.clamp({ line: (mark?.line ?? 0) + 1, col: (mark?.column ?? 0) + 1 }));
    }
    throw error;
  }
  const problem = aliasExpansionProblem(data, () => aliases);
  if (problem) throw aliasError(text, index, problem);
  const locations = new Map<string, NodeLocation>();
  const root = stack[0]?.children[0];
  if (root) record(text, index, root, '', locations);
  else locations.set('', { value: { line: 1, col: 1 } });
  return { data, index, locations };
}

/** The nearest recorded location for a pointer, walking up to a parent when needed. */
export function locate(locations: Map<string, NodeLocation>, path: string): NodeLocation {
  let p = path;
  for (;;) {
    const found = locations.get(p);
    if (found) return found;
    if (p === '') return { value: { line: 1, col: 1 } };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
