/**
 * The schema of a translation file (`content/<language>/<name>.yaml`), derived from its base
 * schema: only the fields marked `x-translatable`, with the same types, every one optional,
 * nothing else allowed; list entries carry the key their base list names in `x-key` (projects
 * by `slug`, roles by `id`…). Written to schemas/translations/ for editors (the files' `$schema`
 * modeline) and used as is by the check.
 */
import path from 'node:path';

export type Schema = Record<string, unknown>;

/** Where a translation's list entry finds its base entry: its `field`, by default made from `from`. */
export interface ListKey {
  field: string;
  from: string;
}

export const TRANSLATIONS_DIR = 'translations';

export const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The base schemas by file name (`defs`, `projects`…), for `$ref`s across files. */
export type SchemaFiles = ReadonlyMap<string, Schema>;

function resolveRef(ref: string, file: string, files: SchemaFiles): { schema: Schema; file: string } {
  const [target = '', fragment = ''] = ref.split('#');
  // Relative to the referring file's folder: schemas/sections/list.schema.json names ../defs.schema.json.
  const targetFile = target ? path.posix.join(path.posix.dirname(file), target).replace('.schema.json', '') : file;
  let node: unknown = files.get(targetFile);
  for (const segment of fragment.split('/').filter(Boolean)) node = isSchema(node) ? node[segment] : undefined;
  if (!isSchema(node)) throw new Error(`schemas/${file}.schema.json: cannot resolve $ref ${ref}`);
  return { schema: node, file: targetFile };
}

/** The schema with its `$ref` followed (the referring schema's own keywords win), recursively inlined. */
function inline(schema: Schema, file: string, files: SchemaFiles): Schema {
  const { node, file: nodeFile } = follow(schema, file, files);
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-translatable' || key === 'x-key' || key === '$defs') continue;
    if (key === 'items' && isSchema(value)) out.items = inline(value, nodeFile, files);
    else if (key === 'properties' && isSchema(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSchema(v) ? inline(v, nodeFile, files) : v]));
    } else out[key] = value;
  }
  return out;
}

/** The schema a `$ref` points to (with the referring schema's own keywords), and the file it is in. */
export function follow(schema: Schema, file: string, files: SchemaFiles): { node: Schema; file: string } {
  let node = schema;
  let nodeFile = file;
  while (typeof node.$ref === 'string') {
    const { $ref, ...own } = node;
    const resolved = resolveRef($ref, nodeFile, files);
    node = { ...resolved.schema, ...own };
    nodeFile = resolved.file;
  }
  return { node, file: nodeFile };
}

export const listKey = (schema: Schema): ListKey | undefined => {
  const key = schema['x-key'];
  return isSchema(key) && typeof key.field === 'string' && typeof key.from === 'string' ? { field: key.field, from: key.from } : undefined;
};

const KEY_DESCRIPTION = (key: ListKey) =>
  `Which entry of the base list this translates: its \`${key.field}\` (by default its ${key.from} in kebab case, as written in the base file).`;

function derive(schema: Schema, file: string, files: SchemaFiles, baseFile: string): Schema | undefined {
  if (schema['x-translatable'] === true) return inline(schema, file, files);
  const { node, file: nodeFile } = follow(schema, file, files);
  if (node['x-translatable'] === true) return inline(node, nodeFile, files);
  const description = typeof node.description === 'string' ? { description: node.description } : {};
  if (node.type === 'array' && isSchema(node.items)) {
    const key = listKey(node);
    const items = key ? derive(node.items, nodeFile, files, baseFile) : undefined;
    if (!key || !items) return undefined;
    // The entry's own `$ref`s are relative to the file it is in (the shared category is in defs).
    const { node: baseItems, file: itemsFile } = follow(node.items, nodeFile, files);
    const keySchema = isSchema(baseItems.properties) && isSchema(baseItems.properties[key.field]) ? inline(baseItems.properties[key.field] as Schema, itemsFile, files) : { type: 'string' };
    const properties = { [key.field]: { ...keySchema, description: KEY_DESCRIPTION(key) }, ...(items.properties as Schema) };
    const facts = items['x-facts'] as { file: string; fields: string[] } | undefined;
    const otherFacts = facts && { ...facts, fields: facts.fields.filter((field) => field !== key.field) };
    return { type: 'array', ...description, items: { ...items, required: [key.field], properties, ...(otherFacts ? { 'x-facts': otherFacts } : {}) } };
  }
  if (!isSchema(node.properties)) return undefined;
  const properties: Schema = {};
  const facts: string[] = [];
  for (const [name, property] of Object.entries(node.properties)) {
    const derived = isSchema(property) ? derive(property, nodeFile, files, baseFile) : undefined;
    if (derived) properties[name] = derived;
    else facts.push(name);
  }
  if (!Object.keys(properties).length) return undefined;
  const title = typeof node.title === 'string' ? { title: node.title } : {};
  const factsNote = facts.length ? { 'x-facts': { file: `content/${fileOf(baseFile)}`, fields: facts } } : {};
  return { type: 'object', ...title, ...description, additionalProperties: false, properties, ...factsNote };
}

/**
 * The translation schema of `schemas/<name>.schema.json`, or undefined when the file has no text to
 * translate. `content` names the files it describes, inside content/ (a section kind's: `sections/<id>`).
 */
/** The file a content name is written in: `projects.yaml`, and a post's Markdown (`posts/<slug>.md`). */
const fileOf = (content: string) => (content === POST_CONTENT ? `${content}.md` : `${content}.yaml`);

/** What a post's schema describes, inside content/. */
const POST_CONTENT = 'posts/<slug>';

export function translationSchema(name: string, files: SchemaFiles, content = name === 'post' ? POST_CONTENT : name): Schema | undefined {
  const base = files.get(name);
  if (!base) throw new Error(`no schema ${name}`);
  const derived = derive(base, name, files, content);
  if (!derived) return undefined;
  const { title: _title, description: _description, ...rest } = derived;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${typeof base.title === 'string' ? base.title : name} (translation)`,
    description: `Generated from schemas/${name}.schema.json by \`npm run types\`: do not edit. The text of content/${fileOf(content)} in another language (content/<language>/${fileOf(content)}): only what differs; anything left out is shown from content/${fileOf(content)}.`,
    ...rest,
  };
}

/** Every translation schema, by content name. */
export function translationSchemas(files: SchemaFiles): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const name of files.keys()) {
    if (name === 'defs') continue;
    const schema = translationSchema(name, files);
    if (schema) out.set(name, schema);
  }
  return out;
}
