/**
 * Turns Ajv's errors into sentences an owner can act on: no instancePath, no #/properties.
 */
import type { ErrorObject } from 'ajv';
import { nearest } from './did-you-mean.ts';
import type { Wording } from './problem.ts';
import { pointer as jsonPointer } from './json-pointer.ts';

export interface Explained extends Wording {
  /** JSON pointer the message is about. */
  pointer: string;
  /** Whether to point at the key (unknown fields) rather than the value. */
  atKey: boolean;
  /** For an unknown field: the allowed field it most likely meant. */
  meant?: string;
  /** For a missing field: its name. */
  missing?: string;
}

const typeWords: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (key: value lines)',
  null: 'empty',
};

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

function orList(values: readonly unknown[]): string {
  const quoted = values.map((v) => JSON.stringify(v));
  if (quoted.length <= 2) return quoted.join(' or ');
  return `one of ${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

function customMessage(error: ErrorObject): string | undefined {
  const text: unknown = error.parentSchema?.['x-message'];
  return typeof text === 'string' ? text : undefined;
}

/** A translation schema's note of the fields that stay in the base file (translation-schemas.ts). */
function factsOf(schema: ErrorObject['parentSchema']): { file: string; fields: string[] } | undefined {
  const facts: unknown = schema?.['x-facts'];
  if (typeof facts !== 'object' || facts === null) return undefined;
  const { file, fields } = facts as { file?: unknown; fields?: unknown };
  return typeof file === 'string' && Array.isArray(fields) ? { file, fields: fields.filter((f): f is string => typeof f === 'string') } : undefined;
}

export function explain(error: ErrorObject): Explained {
  const at = error.instancePath;
  const got = describeValue(error.data);
  switch (error.keyword) {
    case 'required': {
      const field = String(error.params.missingProperty);
      const [message, hint] = [`missing field \`${field}\``, `add \`${field}:\` to this entry`];
      return { pointer: at, atKey: false, missing: field, message, hint, sentence: `${message} (${hint})` };
    }
    case 'additionalProperties': {
      const field = String(error.params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties as Record<string, unknown> | undefined) ?? {});
      const guess = nearest(field, allowed);
      const facts = factsOf(error.parentSchema);
      const hint = facts?.fields.includes(field)
        ? `\`${field}\` is the same in every language: it is written once, in ${facts.file}`
        : guess
          ? `did you mean \`${guess}\`?`
          : `allowed fields: ${allowed.join(', ')}`;
      const pointer = `${at}${jsonPointer([field])}`;
      return { pointer, atKey: true, meant: guess, message: `unknown field \`${field}\``, hint };
    }
    case 'enum': {
      const allowed = error.params.allowedValues as unknown[];
      const guess = typeof error.data === 'string' ? nearest(error.data, allowed.map(String)) : undefined;
      return { pointer: at, atKey: false, message: `must be ${orList(allowed)} (got ${got})`, hint: guess ? `did you mean "${guess}"?` : undefined };
    }
    case 'type': {
      const wanted = String(error.params.type)
        .split(',')
        .map((t) => typeWords[t] ?? t);
      return { pointer: at, atKey: false, message: `must be ${wanted.join(' or ')} (got ${got})` };
    }
    case 'minLength':
      return { pointer: at, atKey: false, message: customMessage(error) ?? `must be at least ${error.params.limit} characters` };
    case 'maxLength': {
      // Past any honest text, and before a renderer (a PDF's line breaking, a card's) is asked to lay out a book.
      const length = typeof error.data === 'string' ? ` (got ${[...error.data].length.toLocaleString('en')})` : '';
      return { pointer: at, atKey: false, message: `must be at most ${Number(error.params.limit).toLocaleString('en')} characters${length}`, hint: 'shorten it' };
    }
    case 'uniqueItems': {
      const items = Array.isArray(error.data) ? (error.data as unknown[]) : [];
      // The later of the two: Ajv names them in either order, by how it compares the items' type.
      const later = Math.max(Number(error.params.i), Number(error.params.j));
      return { pointer: `${at}/${later}`, atKey: false, message: `lists ${JSON.stringify(items[later])} twice`, hint: 'keep one of them' };
    }
    case 'minItems':
      return { pointer: at, atKey: false, message: `must have at least ${error.params.limit} entr${error.params.limit === 1 ? 'y' : 'ies'}` };
    case 'maxItems':
      return {
        pointer: at,
        atKey: false,
        message: `must have at most ${error.params.limit} entries (got ${Array.isArray(error.data) ? error.data.length : got})`,
      };
    case 'minProperties':
    case 'maxProperties': {
      // A choice of one (analytics: one provider): the fields given, by name.
      const fields = typeof error.data === 'object' && error.data !== null ? Object.keys(error.data) : [];
      const named = fields.map((f) => `\`${f}\``);
      const given = named.length ? `got ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]}` : 'got none';
      return { pointer: at, atKey: false, message: `${customMessage(error) ?? `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${error.params.limit} fields`} (${given})` };
    }
    case 'minimum':
    case 'maximum':
      return {
        pointer: at,
        atKey: false,
        message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${error.params.limit} (got ${got})`,
      };
    case 'pattern':
    case 'format':
      return { pointer: at, atKey: false, message: `${customMessage(error) ?? `has the wrong form`} (got ${got})` };
    default:
      return { pointer: at, atKey: false, message: `${error.message ?? 'is not valid'} (got ${got})` };
  }
}

/**
 * A misspelt key is both "unknown `titel`" and "missing `title`"; say it once, at the key.
 * Also drops exact repeats (Ajv can report one value through several references).
 */
export function withoutTypoEchoes(explained: readonly Explained[]): Explained[] {
  const meant = new Set(explained.filter((e) => e.meant).map((e) => `${e.pointer.slice(0, e.pointer.lastIndexOf('/'))}|${e.meant}`));
  const seen = new Set<string>();
  return explained.filter((e) => {
    const key = `${e.pointer}|${e.message}|${e.hint}`;
    if (seen.has(key) || (e.missing && meant.has(`${e.pointer}|${e.missing}`))) return false;
    seen.add(key);
    return true;
  });
}
