/**
 * The schema of content/ui.yaml and content/<language>/ui.yaml, made from the bundled
 * dictionaries (ui-keys.ts), so it lists exactly the texts there are: completion and "did you
 * mean" for keys, each text's English words as its description, and a message's placeholders.
 * Written to schemas/ui/ui.schema.json by `npm run types` for editors; the check makes its own.
 */
import type { UiKey } from './ui-keys.ts';

type Schema = Record<string, unknown>;

export const UI_SCHEMA_FILE = 'ui/ui.schema.json';

/** The plural forms a message may take instead of one template: CLDR's categories. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const text = { type: 'string', minLength: 1, maxLength: 2000, 'x-message': 'must not be empty' };

function leaf(key: UiKey): Schema {
  const english = key.english === undefined ? '' : ` In English: "${key.english}".`;
  if (!key.placeholders) return { ...text, description: `${english.trim()}` };
  const names = key.placeholders.map((name) => `{${name}}`).join(', ');
  return {
    ...text,
    type: ['string', 'object'],
    'x-placeholders': key.placeholders,
    description: `A message: ${names} ${key.placeholders.length === 1 ? 'is' : 'are'} replaced by ${key.placeholders.length === 1 ? 'its value' : 'their values'}. Or its plural forms (one, other…), chosen by its first number.${english}`,
    additionalProperties: false,
    required: ['other'],
    properties: Object.fromEntries(PLURAL_FORMS.map((form) => [form, text])),
  };
}

export function uiSchema(keys: readonly UiKey[]): Schema {
  const root: Schema = { type: 'object', additionalProperties: false, properties: {} };
  for (const key of keys) {
    const parts = key.path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const properties = node.properties as Record<string, Schema>;
      node = properties[part] ??= { type: 'object', additionalProperties: false, properties: {} };
    }
    (node.properties as Record<string, Schema>)[parts.at(-1)!] = leaf(key);
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Interface texts',
    description:
      'Generated from the dictionaries in src/i18n/ by `npm run types`: do not edit. The interface words of a language, content/ui.yaml for the default one and content/<language>/ui.yaml for the others: each text you write here replaces the bundled one. For a language without a bundled dictionary, write every text (one missing shows in the default language).',
    ...root,
  };
}
