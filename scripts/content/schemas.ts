/**
 * The JSON Schemas in schemas/, compiled once with Ajv (draft 2020-12).
 * Each `schemas/<name>.schema.json` except the shared `defs` describes `content/<name>.yaml`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { translationSchema, translationSchemas } from './translation-schemas.ts';
import { uiKeys } from './ui-keys.ts';
import { uiSchema } from './ui-schema.ts';

const SHARED_SCHEMA = 'defs';
/** The posts' front matter (content/posts/<slug>.md), not a YAML file of content/. */
export const POST_SCHEMA = 'post';

export interface SchemaSet {
  names: string[];
  validators: Map<string, ValidateFunction>;
  raw: Map<string, Record<string, unknown>>;
  /** The schemas of translation files (content/<language>/<name>.yaml), derived from the base ones, by content name. */
  translations: Map<string, Record<string, unknown>>;
  translationValidators: Map<string, ValidateFunction>;
  /** The owner's own sections (content/sections/<id>.yaml): one schema per kind, schemas/sections/<kind>.schema.json. */
  sections: SectionSchemas;
  /** The posts' front matter (schemas/post.schema.json), and a translated post's (derived like the files'). */
  post: { validate: ValidateFunction; translation: ValidateFunction };
  /** The interface texts' validator (content/ui.yaml, content/<language>/ui.yaml), made from the dictionaries. */
  ui: () => ValidateFunction;
}

export interface SectionSchemas {
  /** The kinds, as `kind:` names them: list, cards, text. */
  kinds: string[];
  /** Checks `kind` alone, so a file is then checked against its kind's schema only. */
  kind: ValidateFunction;
  validators: Map<string, ValidateFunction>;
  translationValidators: Map<string, ValidateFunction>;
  /** Every schema file by name, the kinds' as `sections/<kind>`: for translations and their overlays. */
  files: Map<string, Record<string, unknown>>;
}

/** Where the section kinds' schemas are, inside schemas/. */
export const SECTIONS_DIR = 'sections';

/** The section kinds' schemas, by kind. */
export function readSectionSchemas(schemaDir: string): Map<string, Record<string, unknown>> {
  const dir = path.join(schemaDir, SECTIONS_DIR);
  const out = new Map<string, Record<string, unknown>>();
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir).sort()) {
    if (entry.endsWith('.schema.json')) out.set(entry.replace('.schema.json', ''), JSON.parse(fs.readFileSync(path.join(dir, entry), 'utf8')) as Record<string, unknown>);
  }
  return out;
}

/**
 * Each folder's set, with the digest of the files it was compiled from: a process that checks
 * again (the dev server on each save, the tests, the fuzzer) compiles again only when a schema
 * changed. Compiling was most of a check of the sample (about 0.2 s of 0.3 s, with its garbage).
 */
const compiled = new Map<string, { digest: string; set: SchemaSet }>();

function schemaFilesDigest(schemaDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const dir of [schemaDir, path.join(schemaDir, SECTIONS_DIR)]) {
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir).sort())
      if (entry.endsWith('.schema.json')) hash.update(`${dir}/${entry}\0`).update(fs.readFileSync(path.join(dir, entry))).update('\0');
  }
  return hash.digest('hex');
}

export function loadSchemas(schemaDir: string): SchemaSet {
  const dir = path.resolve(schemaDir);
  const digest = schemaFilesDigest(dir);
  const known = compiled.get(dir);
  if (known?.digest === digest) return known.set;
  const set = compileSchemas(dir);
  compiled.set(dir, { digest, set });
  return set;
}

function compileSchemas(schemaDir: string): SchemaSet {
  // allErrors: the owner sees every problem in one run; verbose: messages need the failing value.
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }); // profile.about is a paragraph or a list of them
  addFormats(ajv, ['email']);
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  // Annotations for translations (translation-schemas.ts): what is text, how list entries are keyed, which fields are facts.
  ajv.addKeyword({ keyword: 'x-translatable', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-key', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'x-facts', schemaType: 'object' });
  // A message's placeholders in the interface texts' schema (ui-schema.ts).
  ajv.addKeyword({ keyword: 'x-placeholders', schemaType: 'array' });
  const raw = new Map<string, Record<string, unknown>>();
  for (const entry of fs.readdirSync(schemaDir).sort()) {
    if (!entry.endsWith('.schema.json')) continue;
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, entry), 'utf8')) as Record<string, unknown>;
    raw.set(entry.replace('.schema.json', ''), schema);
    ajv.addSchema(schema, entry);
  }
  const names = [...raw.keys()].filter((n) => n !== SHARED_SCHEMA && n !== POST_SCHEMA);
  const validators = new Map<string, ValidateFunction>();
  for (const name of names) {
    const validate = ajv.getSchema(`${name}.schema.json`);
    if (!validate) throw new Error(`schemas/${name}.schema.json did not compile`);
    validators.set(name, validate);
  }
  const translations = translationSchemas(raw);
  const translationValidators = new Map<string, ValidateFunction>();
  for (const [name, schema] of translations) if (name !== POST_SCHEMA) translationValidators.set(name, ajv.compile(schema));
  // Compiled when a ui.yaml is first read: most sites have none, and it is the largest schema.
  let compiledUi: ValidateFunction | undefined;
  const ui = () => (compiledUi ??= ajv.compile(uiSchema(uiKeys())));
  const postValidator = ajv.getSchema(`${POST_SCHEMA}.schema.json`);
  const postTranslationSchema = translations.get(POST_SCHEMA);
  const postTranslation = postTranslationSchema && ajv.compile(postTranslationSchema);
  if (!postValidator || !postTranslation) throw new Error(`schemas/${POST_SCHEMA}.schema.json did not compile`);
  const post = { validate: postValidator, translation: postTranslation };
  return { names, validators, raw, translations, translationValidators, sections: loadSectionSchemas(ajv, schemaDir, raw), ui, post };
}

function loadSectionSchemas(ajv: Ajv2020, schemaDir: string, raw: ReadonlyMap<string, Record<string, unknown>>): SectionSchemas {
  const own = readSectionSchemas(schemaDir);
  const files = new Map(raw);
  const validators = new Map<string, ValidateFunction>();
  for (const [kind, schema] of own) {
    files.set(`${SECTIONS_DIR}/${kind}`, schema);
    ajv.addSchema(schema, `${SECTIONS_DIR}/${kind}.schema.json`);
    const validate = ajv.getSchema(`${SECTIONS_DIR}/${kind}.schema.json`);
    if (!validate) throw new Error(`schemas/${SECTIONS_DIR}/${kind}.schema.json did not compile`);
    validators.set(kind, validate);
  }
  const kinds = [...own.keys()];
  const kind = ajv.compile({ type: 'object', required: ['kind'], properties: { kind: { enum: kinds } } });
  const translationValidators = new Map<string, ValidateFunction>();
  for (const kindName of kinds) {
    const schema = translationSchema(`${SECTIONS_DIR}/${kindName}`, files, `${SECTIONS_DIR}/<id>`);
    if (schema) translationValidators.set(kindName, ajv.compile(schema));
  }
  return { kinds, kind, validators, translationValidators, files };
}
