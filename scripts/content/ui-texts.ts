/**
 * The owner's interface words: content/ui.yaml (the default language) and content/<language>/ui.yaml,
 * checked against the schema made from the dictionaries (ui-schema.ts), their placeholders against
 * each message's own, and compiled for src/i18n/text-overrides.ts. A language with no bundled
 * dictionary takes its words from its ui.yaml alone: each text it lacks shows in the default
 * language, which is counted and warned about (an error with --strict).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { InterfaceTexts, TextOverrides } from '../../src/i18n/text-overrides.ts';
import { isUiLanguage, primarySubtag, type UiLanguage } from '../../src/i18n/ui-languages.ts';
import { nearest } from './did-you-mean.ts';
import { loadContentFile, type FileSink } from './load-content-file.ts';
import { fieldName } from './problem.ts';
import type { UiKey } from './ui-keys.ts';
import { locate } from './yaml-positions.ts';

export const UI_FILE = 'ui.yaml';

export interface UiTextsInput {
  root: string;
  contentDir: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  keys: readonly UiKey[];
  /** The interface texts' validator, made when a file is first read. */
  validate: () => ValidateFunction;
  /** Where `languages` is in content/site.yaml, to locate a language that has no words at all. */
  languagePointer: (index: number) => { file: string; at: { line: number; col: number } };
}

export interface UiTextsResult {
  /** Each language's interface. */
  texts: Map<string, InterfaceTexts>;
  /** One line per language without a bundled dictionary: how much of its interface it has. */
  summaries: string[];
}

const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;
const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The bundled dictionary a language starts from: its own, else the default language's, else English. */
export function baseLanguage(language: string, defaultLanguage: string): UiLanguage {
  for (const tag of [language, defaultLanguage]) if (isUiLanguage(primarySubtag(tag))) return primarySubtag(tag) as UiLanguage;
  return 'en';
}

/** A file's texts compiled: placeholders by position, each checked; problems reported at their value. */
function compile(data: unknown, keys: ReadonlyMap<string, UiKey>, report: (pointer: string, message: string, hint: string) => void): TextOverrides {
  const compileText = (text: string, key: UiKey, pointer: string): string =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      const index = key.placeholders?.indexOf(name) ?? -1;
      if (index >= 0) return `{${index}}`;
      if (!key.placeholders?.length) report(pointer, `this text has no placeholders (got \`${whole}\`)`, 'write the words themselves');
      else {
        const guess = nearest(name, key.placeholders);
        const hint = guess ? `did you mean \`{${guess}}\`?` : `this message's placeholders are ${key.placeholders.map((p) => `{${p}}`).join(', ')}`;
        report(pointer, `unknown placeholder \`${whole}\``, hint);
      }
      return whole;
    });
  const walk = (value: unknown, path: string, pointer: string): TextOverrides | string | undefined => {
    const key = keys.get(path);
    if (key && typeof value === 'string') return compileText(value, key, pointer);
    if (key && isGroup(value)) return Object.fromEntries(Object.entries(value).map(([form, text]) => [form, compileText(String(text), key, `${pointer}/${form}`)]));
    if (!isGroup(value)) return undefined;
    const out: Record<string, TextOverrides | string> = {};
    for (const [name, child] of Object.entries(value)) {
      const compiled = walk(child, path ? `${path}.${name}` : name, `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (compiled !== undefined) out[name] = compiled;
    }
    return out;
  };
  const compiled = walk(data, '', '');
  return typeof compiled === 'object' ? compiled : {};
}

/** How many texts a compiled file gives. */
function countTexts(overrides: TextOverrides, keys: ReadonlyMap<string, UiKey>, path = ''): string[] {
  return Object.entries(overrides).flatMap(([name, value]) => {
    const at = path ? `${path}.${name}` : name;
    return keys.has(at) ? [at] : typeof value === 'object' ? countTexts(value, keys, at) : [];
  });
}

/** `over` laid over `base`, group by group; a text (or a message's plural forms) is replaced whole. */
function merge(base: TextOverrides, over: TextOverrides, keys: ReadonlyMap<string, UiKey>, path = ''): TextOverrides {
  const out: Record<string, string | TextOverrides> = { ...base };
  for (const [name, value] of Object.entries(over)) {
    const own = out[name];
    const at = path ? `${path}.${name}` : name;
    out[name] = typeof value === 'object' && typeof own === 'object' && !keys.has(at) ? merge(own, value, keys, at) : value;
  }
  return out;
}

export function checkUiTexts(input: UiTextsInput, sink: FileSink): UiTextsResult {
  const keys = new Map(input.keys.map((key) => [key.path, key]));
  const [defaultLanguage = 'en'] = input.languages;
  const texts = new Map<string, InterfaceTexts>();
  const summaries: string[] = [];
  input.languages.forEach((language, index) => {
    const inside = index === 0 ? UI_FILE : `${language}/${UI_FILE}`;
    const full = path.join(input.contentDir, inside);
    const file = path.relative(input.root, full).split(path.sep).join('/');
    const loaded = fs.existsSync(full) ? loadContentFile(full, file, input.validate(), sink) : undefined;
    const report = (pointer: string, message: string, hint: string) => {
      const at = loaded ? locate(loaded.locations, pointer).value : { line: 1, col: 1 };
      sink.problems.push({ file, at, field: fieldName(pointer), severity: 'error', message, hint });
    };
    const own = loaded ? compile(loaded.data, keys, report) : {};
    const base = baseLanguage(language, defaultLanguage);
    const bundled = isUiLanguage(primarySubtag(language));
    // A language of YAML alone starts from the default language's words, the owner's included.
    const overrides = bundled || index === 0 ? own : merge(texts.get(defaultLanguage)?.overrides ?? {}, own, keys);
    texts.set(language, { language: base, overrides });
    if (bundled) return;
    const given = countTexts(own, keys);
    const missing = input.keys.filter((key) => !given.includes(key.path));
    const shownIn = languageName(index === 0 ? base : defaultLanguage);
    summaries.push(`${language}: ${given.length} of ${input.keys.length} interface texts in content/${inside}${missing.length ? `; ${missing.length} show in ${shownIn} (content:check --strict refuses that)` : ''}`);
    if (!missing.length) return;
    const examples = missing.slice(0, 3).map((key) => key.path);
    const hint = `add them to content/${inside} (schemas/ui/ui.schema.json lists every text, with its English words), e.g. ${examples.join(', ')}`;
    const message = `${missing.length} of ${input.keys.length} interface texts are missing in ${languageName(language)}: they show in ${shownIn}`;
    const where = loaded ? { file, at: { line: 1, col: 1 } } : input.languagePointer(index);
    sink.problems.push({ ...where, field: loaded ? '' : `languages[${index}]`, severity: 'warning', message, hint });
  });
  return { texts, summaries };
}
