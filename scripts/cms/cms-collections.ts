/**
 * The editor's collections, from the schemas and the files there are: one form per content file,
 * posts and the owner's sections as folders (new ones can be made), and, for each other
 * language, its translation files with the translation schemas' fields.
 */
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { isSchema, translationSchema, type Schema, type SchemaFiles } from '../content/translation-schemas.ts';
import type { ContentFiles } from './content-files.ts';
import type { DecapCollection, DecapField, FileEntry, FolderCollection } from './decap-config.ts';
import { baseReferences, translationReferences } from './reference-options.ts';
import { fieldsOf, labelOf, type FieldContext } from './schema-fields.ts';

export interface CollectionSources {
  /** Every schema file by name: `projects`, `defs`, `post`, `sections/list`, `ui/ui`. */
  schemas: SchemaFiles;
  files: ContentFiles;
  /** The languages, the default first. */
  languages: readonly string[];
  /** The default language's content as its files say it (a translation's entries name its keys), by content name. */
  written: Readonly<Record<string, unknown>>;
  /** The default language's content, resolved (categories, sections). */
  resolved: DeepReadonly<ResolvedContent>;
}

const UI = 'ui';
const SECTIONS = 'sections';
const POST = 'post';
const BODY: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'text',
  required: false,
  hint: 'The post in Markdown, edited as written (GitHub-flavoured: tables, footnotes, task lists).',
};

const schemaOf = (schemas: SchemaFiles, name: string): Schema => {
  const schema = schemas.get(name);
  if (!schema) throw new Error(`no schema ${name}`);
  return schema;
};

const titleOf = (schema: Schema, fallback: string) => (typeof schema.title === 'string' ? schema.title : labelOf(fallback));
const descriptionOf = (schema: Schema) => (typeof schema.description === 'string' ? { description: schema.description } : {});

// The interface texts' schema lives in schemas/ui/; every other content file's is schemas/<name>.schema.json.
const schemaNameOf = (name: string) => (name === UI ? 'ui/ui' : name);

function fileEntry(name: string, file: string, schema: Schema, context: FieldContext): FileEntry {
  return { name, label: titleOf(schema, name), file, ...descriptionOf(schema), fields: fieldsOf(schema, context) };
}

function baseCollections(sources: CollectionSources): DecapCollection[] {
  const { schemas, files, resolved } = sources;
  const entries = files.base.files
    .filter((name) => schemas.has(schemaNameOf(name)))
    .map((name) => {
      const file = schemaNameOf(name);
      return fileEntry(name, `content/${name}.yaml`, schemaOf(schemas, file), { files: schemas, file, references: baseReferences(name, resolved) });
    });
  const content: DecapCollection = {
    name: 'content',
    label: 'Content',
    format: 'yaml-doc:content',
    extension: 'yaml',
    editor: { preview: false },
    files: entries,
  };
  const post = schemaOf(schemas, POST);
  const posts: FolderCollection = {
    name: 'posts',
    label: 'Posts',
    ...descriptionOf(post),
    folder: 'content/posts',
    format: 'front-matter:posts',
    extension: 'md',
    editor: { preview: false },
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    fields: [...fieldsOf(post, { files: schemas, file: POST, references: () => undefined }), BODY],
  };
  // The owner's sections, one folder collection per kind (a file's `kind` picks its form); shown once the site has one.
  const sections = files.base.sections.length ? sectionKinds(schemas).map((kind) => sectionCollection(kind, sources)) : [];
  return [content, posts, ...sections];
}

const sectionKinds = (schemas: SchemaFiles) =>
  [...schemas.keys()].filter((name) => name.startsWith(`${SECTIONS}/`)).map((name) => name.slice(SECTIONS.length + 1));

function sectionCollection(kind: string, sources: CollectionSources): FolderCollection {
  const file = `${SECTIONS}/${kind}`;
  const schema = schemaOf(sources.schemas, file);
  const name = `${SECTIONS}-${kind}`;
  return {
    name,
    label: `Sections: ${kind}`,
    ...descriptionOf(schema),
    folder: `content/${SECTIONS}`,
    format: `yaml-doc:${name}`,
    extension: 'yaml',
    editor: { preview: false },
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    filter: { field: 'kind', value: kind },
    fields: fieldsOf(schema, { files: sources.schemas, file, references: () => undefined }),
  };
}

function translationCollections(language: string, sources: CollectionSources, languageName: string): DecapCollection[] {
  const { schemas, written, resolved } = sources;
  const languageFiles = sources.files.translations.get(language);
  if (!languageFiles) return [];
  const fileEntries = languageFiles.files.flatMap((name): FileEntry[] => {
    const baseName = schemaNameOf(name);
    // The interface texts are written whole in every language; the others in their translation schema.
    const schema = name === UI ? schemas.get(baseName) : schemas.has(baseName) ? translationSchema(baseName, schemas) : undefined;
    if (!schema) return [];
    const references =
      name === UI
        ? () => undefined
        : translationReferences(schemaOf(schemas, baseName), baseName, schemas, written[name], (resolved as Readonly<Record<string, unknown>>)[name]);
    return [fileEntry(name, `content/${language}/${name}.yaml`, schema, { files: schemas, file: baseName, references })];
  });
  const sectionEntries = languageFiles.sections.flatMap((id): FileEntry[] => {
    const kind = resolved.customSections[id]?.kind;
    const baseName = `${SECTIONS}/${kind}`;
    const schema = kind && schemas.has(baseName) ? translationSchema(baseName, schemas, `${SECTIONS}/<id>`) : undefined;
    if (!schema) return [];
    const references = translationReferences(
      schemaOf(schemas, baseName),
      baseName,
      schemas,
      resolved.customSections[id],
      resolved.customSections[id],
    );
    const entry = fileEntry(`${SECTIONS}-${id}`, `content/${language}/${SECTIONS}/${id}.yaml`, schema, {
      files: schemas,
      file: baseName,
      references,
    });
    return [{ ...entry, label: `Section: ${id}` }];
  });
  const collections: DecapCollection[] = [];
  if (fileEntries.length || sectionEntries.length) {
    collections.push({
      name: `content-${language}`,
      label: `Content in ${languageName}`,
      description: `The text of content/ in ${languageName} (content/${language}/): only what differs; anything left out is shown from the default language's files.`,
      format: `yaml-doc:content-${language}`,
      extension: 'yaml',
      editor: { preview: false },
      files: [...fileEntries, ...sectionEntries],
    });
  }
  const postTranslation = translationSchema(POST, schemas);
  if (languageFiles.posts && postTranslation && isSchema(postTranslation)) {
    collections.push({
      name: `posts-${language}`,
      label: `Posts in ${languageName}`,
      description: `Translations of posts (content/${language}/posts/): a translation has its post's file name.`,
      folder: `content/${language}/posts`,
      format: `front-matter:posts-${language}`,
      extension: 'md',
      editor: { preview: false },
      // A translation's file name must be its post's: it is made by copying the file, not here.
      create: false,
      identifier_field: 'title',
      fields: [...fieldsOf(postTranslation, { files: schemas, file: POST, references: () => undefined }), BODY],
    });
  }
  return collections;
}

export function cmsCollections(sources: CollectionSources): DecapCollection[] {
  const [defaultLanguage = 'en', ...others] = sources.languages;
  const names = new Intl.DisplayNames([defaultLanguage], { type: 'language' });
  return [...baseCollections(sources), ...others.flatMap((language) => translationCollections(language, sources, names.of(language) ?? language))];
}
