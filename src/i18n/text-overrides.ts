/**
 * The owner's own interface words (content/ui.yaml, content/<language>/ui.yaml) as the build
 * compiles them, laid over a bundled dictionary: on the server for the whole page, and in the
 * browser for the islands' words. By key path: a text, or a message's template whose values are
 * numbered in the order the message takes them (`{0}: {1}`), or its plural forms (`one`, `other`…).
 */
import type { UiLanguage } from './ui-languages.ts';

export interface TextOverrides {
  readonly [key: string]: string | TextOverrides;
}

/** A language's interface: the bundled dictionary it starts from, and what the owner rewrote. */
export interface InterfaceTexts {
  language: UiLanguage;
  overrides: TextOverrides;
}

const fill = (template: string, values: readonly unknown[]) =>
  template.replace(/\{(\d+)\}/g, (_, i: string) => {
    const value = values[Number(i)];
    return Array.isArray(value) ? value.join(', ') : String(value);
  });

/** A message from its template: the plural form is chosen by its first number, as the language counts. */
const message =
  (forms: string | TextOverrides, tag: string) =>
  (...values: unknown[]): string => {
    if (typeof forms === 'string') return fill(forms, values);
    const count = values.find((value) => typeof value === 'number');
    const form = forms[new Intl.PluralRules(tag).select(typeof count === 'number' ? count : 0)] ?? forms.other;
    return fill(typeof form === 'string' ? form : '', values);
  };

/** `base` with the owner's words laid over it (a copy; keys `base` does not have are ignored). */
export function withOverrides<T extends object>(base: T, overrides: TextOverrides | undefined, tag: string): T {
  if (!overrides) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const own = out[key];
    if (typeof own === 'function') out[key] = message(value, tag);
    else if (typeof own === 'string' && typeof value === 'string') out[key] = value;
    else if (typeof own === 'object' && own !== null && typeof value === 'object') out[key] = withOverrides(own, value, tag);
  }
  return out as T;
}
