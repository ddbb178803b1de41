/**
 * Issue 19: the translation overlay (scripts/content/translation-overlay.ts) on any translation: whatever a translation file holds (the check has
 * not validated it yet when its keys are matched), laying it over the base never throws, and the
 * overlay is neutral: no translation, or the base's own texts as the translation, give the base back.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../scripts/content/schemas.ts';
import { resolveContent } from '../../scripts/content/resolve-content.ts';
import { overlayTranslation, type OverlayFindings } from '../../scripts/content/translation-overlay.ts';
import { samplePaths } from '../support/sample-site.ts';
import { fuzzSettings } from './support/fuzz-settings.ts';

const { names, raw } = loadSchemas(samplePaths.schemaDir);
const base = new Map(
  names.map((name) => [name, resolveContent(name, yaml.load(fs.readFileSync(path.join(samplePaths.contentDir, `${name}.yaml`), 'utf8')))]),
);
const french = new Map(names.map((name) => [name, yaml.load(fs.readFileSync(path.join(samplePaths.contentDir, 'fr', `${name}.yaml`), 'utf8'))]));
const quiet: OverlayFindings = { untranslated: () => {}, unmatched: () => {}, repeated: () => {}, ambiguous: () => {} };
const overlay = (name: string, translation: unknown) => overlayTranslation(name, base.get(name), translation, raw, quiet);

/** A translation file's possible contents: whatever JSON, or the sample's French file with any value put somewhere in it. */
const translation = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc
    .tuple(fc.constantFrom(...names), fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }))
    .map(([name, path, value]) => {
      const file = structuredClone(french.get(name)) as Record<string, unknown>;
      let node: unknown = file;
      for (const key of path.slice(0, -1)) {
        if (!node || typeof node !== 'object') break;
        const parent = node as Record<string, unknown>;
        node = parent[key] ??= {};
      }
      if (node && typeof node === 'object') (node as Record<string, unknown>)[path.at(-1) ?? 'lead'] = value;
      return file;
    }),
);

describe('overlayTranslation', () => {
  it('never throws, whatever the translation holds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), translation, (name, t) => {
        overlay(name, t);
      }),
      fuzzSettings('translation overlay', { test: 400, long: 4000 }),
    );
  });

  it('gives the base back with no translation, or with the base itself as the translation', () => {
    for (const name of names) {
      expect(overlay(name, undefined)).toEqual(base.get(name));
      expect(overlay(name, base.get(name))).toEqual(base.get(name));
    }
  });
});
