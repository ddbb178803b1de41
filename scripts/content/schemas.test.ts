import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterEach, expect, it } from 'vitest';
import { sampleSiteRoot } from '../../test/support/sample-site.ts';
import { repoRoot } from '../paths.ts';
import { loadSchemas } from './schemas.ts';

let copy: string | undefined;
afterEach(() => copy && fs.rmSync(copy, { recursive: true, force: true }));

/** A copy of schemas/, whose files a test may change. */
function schemasCopy(): string {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  fs.cpSync(path.join(repoRoot, 'schemas'), copy, { recursive: true });
  return copy;
}

const skills = yaml.load(fs.readFileSync(path.join(sampleSiteRoot, 'content', 'skills.yaml'), 'utf8'));

it('compiles a folder once, and again when one of its schemas changes', () => {
  const dir = schemasCopy();
  const first = loadSchemas(dir);
  expect(loadSchemas(dir)).toBe(first);
  expect(first.validators.get('skills')?.(skills)).toBe(true);

  // A schema edited in place (the engine's developer, with the dev server running): the next check uses it.
  const file = path.join(dir, 'skills.schema.json');
  fs.writeFileSync(file, JSON.stringify({ ...(JSON.parse(fs.readFileSync(file, 'utf8')) as object), maxProperties: 0 }));
  const changed = loadSchemas(dir);
  expect(changed).not.toBe(first);
  expect(changed.validators.get('skills')?.(skills)).toBe(false);
});

it('compiles each folder for itself', () => {
  expect(loadSchemas(schemasCopy())).not.toBe(loadSchemas(path.join(repoRoot, 'schemas')));
});
