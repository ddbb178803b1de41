/**
 * Checks a document against the official JSON Resume schema (the `@jsonresume/schema` package, a
 * draft-07 schema using the `email` and `uri` formats), with Ajv.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

let validator: ValidateFunction | undefined;

function compile(): ValidateFunction {
  // The package has no exports map and no ESM entry: read its schema.json from where Node resolves it.
  const file = createRequire(import.meta.url).resolve('@jsonresume/schema/schema.json');
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  // strict: false because the official schema puts `description` beside `$ref`, which strict mode rejects.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv, ['email', 'uri']);
  return ajv.compile(schema);
}

export interface JsonResumeValidation {
  ok: boolean;
  /** One line per problem: `/basics/email must match format "email"`. */
  errors: string[];
}

export function validateJsonResume(doc: unknown): JsonResumeValidation {
  validator ??= compile();
  const ok = validator(doc);
  const errors = (validator.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  return { ok, errors };
}
