/**
 * Checks the translations of a site published in several languages (`languages` in
 * content/site.yaml): each `content/<language>/<name>.yaml` against its derived schema, each
 * translated entry's key against the base list, and every base text left untranslated (a warning;
 * an error with --strict). Returns each language's content: the base with its translation laid over.
 */
import fs from 'node:fs';
import { POSTS_DIR } from './posts/read-posts.ts';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { checkCharacters } from './character-checks.ts';
import { nearest } from './did-you-mean.ts';
import { sectionFiles, sectionKind, sectionName } from './custom-sections.ts';
import { loadContentFile, type FileSink, type LoadedFile } from './load-content-file.ts';
import { CUSTOM_SECTIONS } from './resolve-content.ts';
import { UI_FILE } from './ui-texts.ts';
import { SECTIONS_DIR, type SectionSchemas } from './schemas.ts';
import { fieldName, type Problem } from './problem.ts';
import type { Position } from './source-map.ts';
import { overlayTranslation } from './translation-overlay.ts';
import type { SchemaFiles } from './translation-schemas.ts';
import { locate, type Locations } from './yaml-positions.ts';

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
  baseLocations: ReadonlyMap<string, Locations>;
  schemas: SchemaFiles;
  validators: ReadonlyMap<string, ValidateFunction>;
  /** The owner's sections (content/sections/), translated in content/<language>/sections/. */
  sections?: SectionTranslations;
}

export interface SectionTranslations {
  ids: readonly string[];
  schemas: SectionSchemas;
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

/** One file's translation: where it is, how it is read, and the base it is laid over. */
interface TranslationFile {
  /** Its content name (`projects`, `sections/talks`): the base is content/<name>.yaml. */
  name: string;
  /** Its schema's name among `input.schemas` (`projects`, `sections/list`). */
  schema: string;
  /** Reads and validates the file; undefined when it does not parse. */
  load: (full: string, file: string) => LoadedFile | undefined;
  /** The base it translates, parsed, its defaults resolved (undefined when it is not valid). */
  base: unknown;
}

function checkLanguage(input: TranslationInput, language: string, sink: FileSink, localized: Map<string, unknown>): { texts: number; translated: number } {
  const rel = (...parts: string[]) => path.relative(input.root, path.join(input.contentDir, ...parts)).split(path.sep).join('/');
  const dir = path.join(input.contentDir, language);
  const defaultName = languageName(input.languages[0] ?? 'en');
  const counts = { texts: 0, translated: 0 };
  const push = (problem: Problem) => sink.problems.push(problem);

  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const name = entry.replace(/\.ya?ml$/, '');
    // The language's interface words (ui-texts.ts), its sections and its posts (posts/load-posts.ts) are checked on their own.
    if ((input.validators.has(name) && entry === `${name}.yaml`) || (input.sections && entry === SECTIONS_DIR) || entry === UI_FILE || entry === POSTS_DIR) continue;
    const translatable = [...input.validators.keys()];
    const guess = nearest(name, translatable);
    const hint = input.names.includes(name)
      ? `content/${name}.yaml has no text to translate`
      : guess
        ? `did you mean ${guess}.yaml? Translations are named like the files of content/`
        : `translations are named like the files of content/: ${translatable.map((n) => `${n}.yaml`).join(', ')}`;
    push({ file: rel(language, entry), at: START, field: '', severity: 'error', message: 'no schema describes this file', hint });
  }

  const translate = ({ name, schema, load, base }: TranslationFile): unknown => {
    const file = rel(language, `${name}.yaml`);
    const full = path.join(dir, `${name}.yaml`);
    const loaded = fs.existsSync(full) ? load(full, file) : undefined;
    if (fs.existsSync(full) && !loaded) return undefined;
    // Even an invalid translation's keys are checked; only a valid one is used.
    const translation = loaded?.data;
    const where = (pointer: string | undefined): Position => (pointer !== undefined && loaded ? locate(loaded.locations, pointer).value : START);
    if (loaded)
      checkCharacters(name, loaded.data, (_, pointer, message, hint) =>
        push({ file, at: where(pointer), field: fieldName(pointer), severity: 'error', message, hint }),
      );
    if (base === undefined) return undefined;
    const merged = overlayTranslation(schema, base, translation, input.schemas, {
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
    return !loaded || loaded.valid ? merged : undefined;
  };

  for (const [name, validate] of input.validators) {
    const merged = translate({ name, schema: name, load: (full, file) => loadContentFile(full, file, validate, sink), base: input.base.get(name) });
    if (merged !== undefined) localized.set(name, merged);
  }
  if (input.sections) localized.set(CUSTOM_SECTIONS, translateSections(input, input.sections, language, sink, translate));
  return counts;
}

/** content/<language>/sections/: each file translates the section of its name, checked against its kind's translation schema. */
function translateSections(input: TranslationInput, sections: SectionTranslations, language: string, sink: FileSink, translate: (file: TranslationFile) => unknown): Record<string, unknown> {
  const dir = path.join(input.contentDir, language, SECTIONS_DIR);
  const inside = (entry: string) => path.relative(input.root, path.join(dir, entry)).split(path.sep).join('/');
  for (const { id, entry } of sectionFiles(dir, inside, sink)) {
    if (sections.ids.includes(id)) continue;
    const guess = nearest(id, sections.ids);
    const hint = guess ? `did you mean ${guess}.yaml? A translation is named like its section's file` : `translations are named like the files of content/sections/${sections.ids.length ? `: ${sections.ids.map((s) => `${s}.yaml`).join(', ')}` : ', and there are none'}`;
    sink.problems.push({ file: inside(entry), at: START, field: '', severity: 'error', message: 'no section content/sections/' + entry + ' to translate', hint });
  }
  const out: Record<string, unknown> = {};
  const bases = (input.base.get(CUSTOM_SECTIONS) ?? {}) as Record<string, unknown>;
  for (const id of sections.ids) {
    const base = bases[id];
    const kind = sectionKind(base);
    if (kind === undefined) continue;
    const validate = sections.schemas.translationValidators.get(kind);
    const load = (full: string, file: string) => {
      const before = sink.problems.length;
      const loaded = loadContentFile(full, file, validate, sink);
      // One translation schema serves every section of a kind: name this section's own file.
      for (const problem of sink.problems.slice(before)) problem.hint &&= problem.hint.replace(`content/${SECTIONS_DIR}/<id>.yaml`, `content/${SECTIONS_DIR}/${id}.yaml`);
      return loaded;
    };
    const merged = translate({ name: sectionName(id), schema: `${SECTIONS_DIR}/${kind}`, load, base });
    if (merged !== undefined) out[id] = merged;
  }
  return out;
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
