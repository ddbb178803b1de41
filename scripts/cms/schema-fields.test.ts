import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { isSchema, translationSchema, type Schema, type SchemaFiles } from '../content/translation-schemas.ts';
import { readSchemaFiles } from './cms-config.ts';
import type { DecapField } from './decap-config.ts';
import { fieldsOf, isNameMap, labelOf } from './schema-fields.ts';
import { follow } from './schema-refs.ts';
import path from 'node:path';

const schemas = readSchemaFiles(path.join(repoRoot, 'schemas'));
const noReferences = () => undefined;

/** Every property path of a schema, `projects.*.links.github`, following `$ref`s. */
function propertyPaths(schema: Schema, file: string, files: SchemaFiles, prefix = ''): string[] {
  const { node, file: nodeFile } = follow(schema, file, files);
  // An interface text's plural forms (a string or { one, other… }): the form edits its one-line form (see schema-fields.ts).
  if (Array.isArray(node.type) && node.type.includes('string') && node.type.includes('object')) return [];
  if (isNameMap(node)) return [];
  const items = isSchema(node.items) ? node.items : undefined;
  if (items) return propertyPaths(items, nodeFile, files, `${prefix}.*`);
  if (!isSchema(node.properties)) return [];
  return Object.entries(node.properties).flatMap(([name, property]) => {
    const at = prefix ? `${prefix}.${name}` : name;
    // A map of names the owner types (skills.icons) has no field: it is left to the file (see schema-fields.ts).
    if (isSchema(property) && isNameMap(follow(property, nodeFile, files).node)) return [];
    return [at, ...(isSchema(property) ? propertyPaths(property, nodeFile, files, at) : [])];
  });
}

/** Every field path of a form, the same way. */
function fieldPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name;
    const inner = field.widget === 'list' ? `${at}.*` : at;
    const nested = field.fields ? fieldPaths(field.fields, inner) : field.field?.fields ? fieldPaths(field.field.fields, `${inner}`) : [];
    return [at, ...nested];
  });
}

const formOf = (schema: Schema, file: string) => fieldsOf(schema, { files: schemas, file, references: noReferences });

// Every schema the editor has a form for: the content files', the sections', the posts', the interface texts', and each one's translation.
const contentSchemas = [...schemas.keys()].filter((name) => name !== 'defs');
const translated = contentSchemas.flatMap((name) => {
  if (name.startsWith('ui/')) return [];
  const schema = translationSchema(name, schemas, name.startsWith('sections/') ? 'sections/<id>' : undefined);
  return schema ? [[`${name} (translation)`, name, schema] as const] : [];
});

describe('every property of every schema has a field', () => {
  it.each(contentSchemas.map((name) => [name] as const))('%s', (name) => {
    const schema = schemas.get(name) as Schema;
    const expected = propertyPaths(schema, name, schemas).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(fieldPaths(formOf(schema, name)).sort()).toEqual(expected);
  });
  it.each(translated)('%s', (_label, name, schema) => {
    expect(fieldPaths(formOf(schema, name)).sort()).toEqual(propertyPaths(schema, name, schemas).sort());
  });
});

describe('a field for each kind of property', () => {
  const fieldAt = (fields: readonly DecapField[], path: string): DecapField | undefined => {
    const [head, ...rest] = path.split('.');
    const field = fields.find((f) => f.name === head);
    if (!field || !rest.length) return field;
    return fieldAt(field.fields ?? field.field?.fields ?? [], rest.join('.'));
  };
  const form = (name: string) => formOf(schemas.get(name) as Schema, name);

  it('a short text is a line, a paragraph a text area, both required as the schema says, with the description as the hint', () => {
    expect(fieldAt(form('projects'), 'projects.title')).toMatchObject({ widget: 'string', required: true, hint: 'Unique project name.' });
    expect(fieldAt(form('projects'), 'projects.description')).toMatchObject({ widget: 'text', required: true });
    expect(fieldAt(form('projects'), 'lead')).toMatchObject({ widget: 'text', required: false });
  });
  it('a pattern carries its message', () => {
    expect(fieldAt(form('projects'), 'projects.links.github')?.pattern).toEqual([
      '^https://[^\\s/$.?#][^\\s]*$',
      'Must be a full https:// link, for example https://example.com/page',
    ]);
  });
  it('an image path is an image, an ISO date a date without a time, a boolean a switch', () => {
    expect(fieldAt(form('projects'), 'projects')?.field).toBeUndefined();
    expect(fieldAt(form('projects'), 'projects.images')).toMatchObject({
      widget: 'list',
      required: true,
      default: [],
      field: { widget: 'image', choose_url: false },
    });
    expect(fieldAt(form('post'), 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      required: true,
    });
    expect(fieldAt(form('post'), 'draft')).toMatchObject({ widget: 'boolean', required: false });
  });
  it('an enum is a select, an integer a number with its bounds, a constant hidden', () => {
    expect(fieldAt(form('site'), 'theme.radius')).toMatchObject({ widget: 'select', options: ['sharp', 'soft', 'round'] });
    expect(fieldAt(form('site'), 'copyrightYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1990, max: 2100 });
    expect(fieldAt(form('sections/cards'), 'kind')).toEqual({ name: 'kind', label: 'Kind', required: true, widget: 'hidden', default: 'cards' });
  });
  it('a list of objects is summarised by its first required text; a paragraph or a list of them is edited as a list', () => {
    expect(fieldAt(form('projects'), 'projects')).toMatchObject({
      widget: 'list',
      summary: '{{fields.title}}',
      collapsed: true,
      entry_key: { field: 'slug', from: 'title' },
    });
    expect(fieldAt(form('profile'), 'about')).toMatchObject({ widget: 'list', min: 1, field: { widget: 'text' } });
  });
  it('leaves a map of names the owner types (skills.icons) to the file, and lists the maps there are', () => {
    expect(fieldAt(form('skills'), 'icons')).toBeUndefined();
    const maps = contentSchemas.flatMap((name) => {
      const properties = (schemas.get(name) as Schema).properties;
      return isSchema(properties)
        ? Object.entries(properties)
            .filter(([, p]) => isSchema(p) && isNameMap(p))
            .map(([key]) => `${name}.${key}`)
        : [];
    });
    expect(maps).toEqual(['skills.icons']);
  });
  it('names a property as a person reads it', () => {
    expect(labelOf('copyrightYear')).toBe('Copyright year');
    expect(labelOf('image-path')).toBe('Image path');
  });
  it('refuses a property it has no widget for, naming it', () => {
    const odd = { type: 'object', properties: { when: { type: 'null' } } };
    expect(() => formOf(odd, 'projects')).toThrow('schemas/projects.schema.json: when: no editor widget for a property of type "null"');
  });
});
