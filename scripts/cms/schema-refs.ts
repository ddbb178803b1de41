/** A schema's `$ref`s followed across schema files, remembering the definitions they named. */
import { isSchema, type Schema, type SchemaFiles } from '../content/translation-schemas.ts';

export interface Followed {
  node: Schema;
  file: string;
  /** The definitions followed, outermost first: `['image-path']`. */
  defs: string[];
}

export function follow(schema: Schema, file: string, files: SchemaFiles): Followed {
  let node = schema;
  let nodeFile = file;
  const defs: string[] = [];
  while (typeof node.$ref === 'string') {
    const { $ref, ...own } = node;
    const [target = '', fragment = ''] = $ref.split('#');
    const targetFile = target ? joinSchemaPath(nodeFile, target) : nodeFile;
    let resolved: unknown = files.get(targetFile);
    for (const segment of fragment.split('/').filter(Boolean)) resolved = isSchema(resolved) ? resolved[segment] : undefined;
    if (!isSchema(resolved)) throw new Error(`schemas/${nodeFile}.schema.json: cannot resolve $ref ${$ref}`);
    defs.push(fragment.split('/').pop() ?? '');
    node = { ...resolved, ...own };
    nodeFile = targetFile;
  }
  return { node, file: nodeFile, defs };
}

// `../defs.schema.json` from `sections/list` is `defs`.
function joinSchemaPath(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of target.replace('.schema.json', '').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
