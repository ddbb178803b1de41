/**
 * Every interface text the owner can rewrite in content/ui.yaml, read from the bundled English
 * dictionaries (src/i18n/): its key path, whether it is a message and the placeholders it takes
 * (a dictionary function's parameters, by name), and its English words.
 */
import { dictionaries } from '../../src/i18n/all-dictionaries.ts';
import { pageDictionaries } from '../../src/i18n/all-page-dictionaries.ts';
import type { UiLanguage } from '../../src/i18n/ui-languages.ts';

export interface UiKey {
  /** `hero.greeting`. */
  path: string;
  /** A message's placeholders, in the order the message takes its values; undefined for a text. */
  placeholders?: readonly string[];
  /** The English words, a message's with its placeholders (`{label}: {title}`), when they can be shown. */
  english?: string;
}

/** A function's parameter names, from its source: the dictionaries write messages as `(label, title) => …`. */
export function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = String(fn);
  const list = /^(?:async\s*)?\(([^)]*)\)\s*=>/.exec(source)?.[1] ?? /^(?:async\s+)?([\w$]+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.split(/[:=]/)[0]!.trim())
    .filter(Boolean);
}

function englishOf(fn: (...args: string[]) => unknown, placeholders: readonly string[]): string | undefined {
  try {
    const text = fn(...placeholders.map((name) => `{${name}}`));
    return typeof text === 'string' && !text.includes('undefined') ? text : undefined;
  } catch {
    // A message that reads its values (a list, a field's name): its words cannot be shown with placeholders.
    return undefined;
  }
}

/**
 * The default project types' and kinds of engagement's names: the owner renames or replaces
 * those under `types:` in projects.yaml and experience.yaml (scripts/content/resolve-categories.ts).
 */
const NOT_INTERFACE = ['projects.types', 'experience.types'];

function walk(value: unknown, path: string, out: UiKey[]): void {
  if (NOT_INTERFACE.includes(path)) return;
  if (typeof value === 'string') out.push({ path, english: value });
  else if (typeof value === 'function') {
    const placeholders = parameterNames(value as (...args: never[]) => unknown);
    out.push({ path, placeholders, english: englishOf(value as (...args: string[]) => unknown, placeholders) });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key, out);
  }
}

/** Every key, in the dictionaries' order: the islands' words, then the page's. */
export function uiKeys(language: UiLanguage = 'en'): UiKey[] {
  const out: UiKey[] = [];
  walk(dictionaries[language], '', out);
  walk(pageDictionaries[language], '', out);
  return out;
}
