/**
 * A JSON Schema's properties as Decap CMS fields: the widget each type calls for, `required`,
 * the pattern with its message, the description as the hint. Every property gets a field or the
 * build stops, so a schema cannot grow a field the editor does not show.
 */
import { isSchema, listKey, type Schema, type SchemaFiles } from '../content/translation-schemas.ts';
import { follow } from './schema-refs.ts';
import type { DecapField, SelectOption } from './decap-config.ts';

export interface FieldContext {
  files: SchemaFiles;
  /** The schema file `$ref`s are relative to: `projects`, `sections/list`. */
  file: string;
  /** The entries a field may name (a relation), by the field's path (`projects.*.type`) and the definitions it refers to. */
  references: (path: string, defs: readonly string[]) => readonly SelectOption[] | undefined;
}

// Definitions in defs.schema.json and post.schema.json that call for a widget of their own.
const IMAGE_DEFS = ['image-path', 'svg-path'];
const DATE_DEFS = ['iso-date'];
// Strings that are paragraphs, not one line: a textarea.
const PARAGRAPH_NAMES = /^(description|lead|about|bio|summary|paragraphs?|bullets?|achievements?|message|body)$/;

/** `copyrightYear` → "Copyright year". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function typeOf(node: Schema): string | undefined {
  const { type } = node;
  // A union is edited in one form: profile.about (a paragraph or a list of them) as a list; an
  // interface text (a string, or plural forms by count) as a string, its plural forms written in
  // ui.yaml by hand, since Decap has no field that takes either.
  if (Array.isArray(type)) return type.includes('array') ? 'array' : type.includes('string') ? 'string' : String(type[0]);
  if (typeof type === 'string') return type;
  if (isSchema(node.properties)) return 'object';
  return undefined;
}

function rules(node: Schema): Pick<DecapField, 'hint' | 'pattern'> {
  const out: Pick<DecapField, 'hint' | 'pattern'> = {};
  if (typeof node.description === 'string') out.hint = node.description;
  if (typeof node.pattern === 'string') {
    const message = typeof node['x-message'] === 'string' ? capitalised(node['x-message']) : `Must match ${node.pattern}`;
    out.pattern = [node.pattern, message];
  }
  return out;
}

/**
 * A map of names the owner chooses (skills.icons: `kotlin: /images/icons/kotlin.svg`): Decap has
 * no field whose keys are typed in, so it is left to the file; a save keeps it as it is.
 */
export const isNameMap = (node: Schema): boolean => !isSchema(node.properties) && isSchema(node.additionalProperties);

/** The field of one property. */
export function fieldOf(name: string, schema: Schema, required: boolean, context: FieldContext, path: string): DecapField {
  const { node, file, defs } = follow(schema, context.file, context.files);
  const inner: FieldContext = { ...context, file };
  const base = { name, label: labelOf(name), required, ...rules(node) };
  const references = context.references(path, defs);
  if (references) return { name, label: base.label, required, ...(base.hint ? { hint: base.hint } : {}), widget: 'select', options: references };
  if ('const' in node) return { name, label: base.label, required, widget: 'hidden', default: node.const };
  if (Array.isArray(node.enum)) return { ...base, widget: 'select', options: node.enum.map(String) };
  const type = typeOf(node);
  switch (type) {
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: type === 'integer' ? 'int' : 'float',
        ...(typeof node.minimum === 'number' ? { min: node.minimum } : {}),
        ...(typeof node.maximum === 'number' ? { max: node.maximum } : {}),
      };
    case 'string':
      if (defs.some((def) => IMAGE_DEFS.includes(def))) return { ...base, widget: 'image', choose_url: false };
      if (defs.some((def) => DATE_DEFS.includes(def))) {
        return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
      }
      return { ...base, widget: PARAGRAPH_NAMES.test(name) ? 'text' : 'string' };
    case 'array':
      return listField(name, node, required, inner, path, base);
    case 'object':
      return { ...base, widget: 'object', collapsed: !required, fields: fieldsOf(node, inner, path) };
  }
  throw new Error(`schemas/${file}.schema.json: ${path}: no editor widget for a property of type ${JSON.stringify(node.type)}`);
}

function listField(
  name: string,
  node: Schema,
  required: boolean,
  context: FieldContext,
  path: string,
  base: DecapField | Omit<DecapField, 'widget'>,
): DecapField {
  if (!isSchema(node.items)) throw new Error(`schemas/${context.file}.schema.json: ${path}: a list without \`items\``);
  const item = fieldOf(name, node.items, true, context, `${path}.*`);
  const bounds = {
    ...(typeof node.minItems === 'number' ? { min: node.minItems } : {}),
    ...(typeof node.maxItems === 'number' ? { max: node.maxItems } : {}),
    // A required list that may be empty (a project's images) is written as [] rather than left out.
    ...(required && typeof node.minItems !== 'number' ? { default: [] } : {}),
  };
  const { pattern: _pattern, ...listBase } = base;
  const key = listKey(node);
  if (item.widget === 'object' && item.fields) {
    const named = item.fields.find((field) => field.required && ['string', 'text', 'select'].includes(field.widget));
    return {
      ...listBase,
      widget: 'list',
      collapsed: true,
      fields: item.fields,
      ...(named ? { summary: `{{fields.${named.name}}}` } : {}),
      ...bounds,
      ...(key ? { entry_key: key } : {}),
    };
  }
  // Decap tests a list item's pattern against the item wrapped in its list's structure, so it never
  // matches: a list of single values keeps its hint, and the check tests its pattern at the build.
  const { pattern: _itemPattern, ...itemField } = item;
  return { ...listBase, widget: 'list', field: { ...itemField, label: labelOf(name) }, ...bounds };
}

/** The fields of an object schema's properties, in the schema's order (the order a person writes them). */
export function fieldsOf(schema: Schema, context: FieldContext, path = ''): DecapField[] {
  const { node, file } = follow(schema, context.file, context.files);
  const properties = isSchema(node.properties) ? node.properties : {};
  const required = Array.isArray(node.required) ? node.required : [];
  return Object.entries(properties).flatMap(([name, property]) => {
    if (!isSchema(property)) throw new Error(`schemas/${file}.schema.json: ${name} is not a schema`);
    if (isNameMap(follow(property, file, context.files).node)) return [];
    return [fieldOf(name, property, required.includes(name), { ...context, file }, path ? `${path}.${name}` : name)];
  });
}
