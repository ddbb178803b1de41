/**
 * Checks the translations of a site published in several languages (`languages` in
 * content/site.yaml): each `content/<language>/<name>.yaml` against its derived schema, each
 * translated entry's key against the base list, and every base text left untranslated (a warning;
 * an error with --strict). Returns each language's content: the base with its translation laid over.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { checkCharacters } from './character-checks.ts';
import { nearest } from './did-you-mean.ts';
import { loadContentFile, type FileSink } from './load-content-file.ts';
import { fieldName, type Problem } from './problem.ts';
import type { Position } from './source-map.ts';
import { overlayTranslation } from './translation-overlay.ts';
import type { SchemaFiles } from './translation-schemas.ts';
import { locate, type NodeLocation } from './yaml-positions.ts';

export interface TranslationInput {
  root: string;
  contentDir: string;
  /** The default language first. */
  languages: readonly string[];
  /** Every content name with a schema. */
  names: readonly string[];
  /** The base content, parsed (valid or not) and with its defaults resolved where valid. */
  base: ReadonlyMap<string, unknown>;
  /** Where each base file's values are, for problems located in the base. */
  baseLocations: ReadonlyMap<string, Map<string, NodeLocation>>;
  schemas: SchemaFiles;
  validators: ReadonlyMap<string, ValidateFunction>;
}

export interface TranslationResult {
  /** Each other language's content by name (only where its files were valid). */
  localized: Map<string, Map<string, unknown>>;
  /** One line per language: how much of it is translated. */
  summaries: string[];
}

const START: Position = { line: 1, col: 1 };

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

function checkLanguage(input: TranslationInput, language: string, sink: FileSink, localized: Map<string, unknown>): { texts: number; translated: number } {
  const rel = (...parts: string[]) => path.relative(input.root, path.join(input.contentDir, ...parts)).split(path.sep).join('/');
  const dir = path.join(input.contentDir, language);
  const defaultName = languageName(input.languages[0] ?? 'en');
  const counts = { texts: 0, translated: 0 };
  const push = (problem: Problem) => sink.problems.push(problem);

  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const name = entry.replace(/\.ya?ml$/, '');
    if (input.validators.has(name) && entry === `${name}.yaml`) continue;
    const translatable = [...input.validators.keys()];
    const guess = nearest(name, translatable);
    const hint = input.names.includes(name)
      ? `content/${name}.yaml has no text to translate`
      : guess
        ? `did you mean ${guess}.yaml? Translations are named like the files of content/`
        : `translations are named like the files of content/: ${translatable.map((n) => `${n}.yaml`).join(', ')}`;
    push({ file: rel(language, entry), at: START, field: '', severity: 'error', message: 'no schema describes this file', hint });
  }

  for (const [name, validate] of input.validators) {
    const file = rel(language, `${name}.yaml`);
    const full = path.join(dir, `${name}.yaml`);
    const loaded = fs.existsSync(full) ? loadContentFile(full, file, validate, sink) : undefined;
    if (fs.existsSync(full) && !loaded) continue;
    // Even an invalid translation's keys are checked; only a valid one is used.
    const translation = loaded?.data;
    const where = (pointer: string | undefined): Position => (pointer !== undefined && loaded ? locate(loaded.locations, pointer).value : START);
    if (loaded)
      checkCharacters(name, loaded.data, (_, pointer, message, hint) =>
        push({ file, at: where(pointer), field: fieldName(pointer), severity: 'error', message, hint }),
      );
    const base = input.base.get(name);
    if (base === undefined) continue;
    const merged = overlayTranslation(name, base, translation, input.schemas, {
      text: (done) => {
        counts.texts++;
        if (done) counts.translated++;
      },
      untranslated: (field, near) =>
        push({ file, at: where(near), field, severity: 'warning', message: 'not translated', hint: `shows the ${defaultName} text of content/${name}.yaml` }),
      unmatched: (pointer, key, keys, list) => {
        const guess = nearest(key, keys);
        const hint = guess ? `did you mean \`${guess}\`?` : `the entries of ${list} are ${keys.map((k) => `\`${k}\``).join(', ')}`;
        push({ file, at: where(pointer), field: fieldName(pointer), severity: 'error', message: `no entry of content/${name}.yaml has the key \`${key}\``, hint });
      },
      repeated: (pointer, key) =>
        push({ file, at: where(pointer), field: fieldName(pointer), severity: 'error', message: `\`${key}\` is translated twice`, hint: 'keep one entry per key' }),
      ambiguous: (basePointer, key, list) => {
        const at = input.baseLocations.get(name);
        const hint = `give one of them an \`${list.field}:\` of its own, e.g. ${list.field}: ${key}-2`;
        const message = `another entry has the key \`${key}\`, so translations cannot tell them apart`;
        push({ file: rel(`${name}.yaml`), at: at ? locate(at, basePointer).value : START, field: fieldName(basePointer), severity: 'error', message, hint });
      },
    });
    if (!loaded || loaded.valid) localized.set(name, merged);
  }
  return counts;
}

export function checkTranslations(input: TranslationInput, sink: FileSink): TranslationResult {
  const localized = new Map<string, Map<string, unknown>>();
  const summaries: string[] = [];
  for (const language of input.languages.slice(1)) {
    const content = new Map<string, unknown>();
    const before = sink.problems.length;
    const { texts, translated } = checkLanguage(input, language, sink, content);
    const left = texts - translated;
    const errors = sink.problems.slice(before).some((p) => p.severity === 'error');
    if (!errors) localized.set(language, content);
    const fallback = left ? `; ${left} show${left === 1 ? 's' : ''} in ${languageName(input.languages[0] ?? 'en')} (content:check --strict refuses that)` : '';
    summaries.push(`${language}: ${translated} of ${texts} texts translated in content/${language}/${fallback}`);
  }
  return { localized, summaries };
}

/** content/<dir>/ folders that look like a language's translations but are not published. */
export function unpublishedTranslations(contentDir: string, languages: readonly string[]): string[] {
  if (!fs.existsSync(contentDir)) return [];
  return fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}$/.test(entry.name) && !languages.slice(1).includes(entry.name))
    .map((entry) => entry.name);
}
