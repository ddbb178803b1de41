/**
 * The JSON Schemas in schemas/, compiled once with Ajv (draft 2020-12).
 * Each `schemas/<name>.schema.json` except the shared `defs` describes `content/<name>.yaml`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { translationSchemas } from './translation-schemas.ts';

const SHARED_SCHEMA = 'defs';

export interface SchemaSet {
  names: string[];
  validators: Map<string, ValidateFunction>;
  raw: Map<string, Record<string, unknown>>;
  /** The schemas of translation files (content/<language>/<name>.yaml), derived from the base ones, by content name. */
  translations: Map<string, Record<string, unknown>>;
  translationValidators: Map<string, ValidateFunction>;
}

export function loadSchemas(schemaDir: string): SchemaSet {
  // allErrors: the owner sees every problem in one run; verbose: messages need the failing value.
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }); // profile.about is a paragraph or a list of them
  addFormats(ajv, ['email']);
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  // Annotations for translations (translation-schemas.ts): what is text, how list entries are keyed, which fields are facts.
  ajv.addKeyword({ keyword: 'x-translatable', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-key', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'x-facts', schemaType: 'object' });
  const raw = new Map<string, Record<string, unknown>>();
  for (const entry of fs.readdirSync(schemaDir).sort()) {
    if (!entry.endsWith('.schema.json')) continue;
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, entry), 'utf8')) as Record<string, unknown>;
    raw.set(entry.replace('.schema.json', ''), schema);
    ajv.addSchema(schema, entry);
  }
  const names = [...raw.keys()].filter((n) => n !== SHARED_SCHEMA);
  const validators = new Map<string, ValidateFunction>();
  for (const name of names) {
    const validate = ajv.getSchema(`${name}.schema.json`);
    if (!validate) throw new Error(`schemas/${name}.schema.json did not compile`);
    validators.set(name, validate);
  }
  const translations = translationSchemas(raw);
  const translationValidators = new Map<string, ValidateFunction>();
  for (const [name, schema] of translations) translationValidators.set(name, ajv.compile(schema));
  return { names, validators, raw, translations, translationValidators };
}
