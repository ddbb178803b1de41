/**
 * The part of Decap CMS's configuration we generate (https://decapcms.org/docs/configuration-options/),
 * typed so that a misspelt option is a compile error rather than a silently ignored key.
 */

export interface SelectOption {
  label: string;
  value: string;
}

export interface DecapField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'datetime' | 'image' | 'list' | 'object' | 'hidden';
  required?: boolean;
  /** Shown under the field: the schema's description. */
  hint?: string;
  /** A regular expression and the message shown when the value does not match it. */
  pattern?: [string, string];
  default?: unknown;
  /** select */
  options?: ReadonlyArray<string | SelectOption>;
  /** number */
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  /** datetime: stored as written by `format`, picked without a time. */
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: boolean;
  /** image: only the site's own files, no links to another site. */
  choose_url?: boolean;
  /** list of one value each */
  field?: DecapField;
  /** object, or list of objects */
  fields?: DecapField[];
  /** list: how a collapsed entry is named. */
  summary?: string;
  /**
   * A keyed list's key (the schema's `x-key`), which Decap ignores: the editor's format writes the
   * key of an entry renamed in the form, so its address and its translations keep naming it.
   */
  entry_key?: { field: string; from: string };
  collapsed?: boolean;
}

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
  /** `yaml-doc:<name>` or `front-matter:<name>`: the formats that keep the owner's comments (src/admin/). */
  format: string;
  extension: 'yaml' | 'md';
  editor?: { preview: boolean };
}

export interface FileEntry {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

export interface FilesCollection extends CollectionBase {
  files: FileEntry[];
}

export interface FolderCollection extends CollectionBase {
  folder: string;
  create: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  filter?: { field: string; value: string };
  fields: DecapField[];
}

export type DecapCollection = FilesCollection | FolderCollection;

export interface DecapBackend {
  name: 'github' | 'proxy';
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
  proxy_url?: string;
}

export interface DecapConfig {
  backend: DecapBackend;
  /** Use `npm run cms`'s decap-server when the page is on localhost. */
  local_backend: boolean;
  publish_mode: 'simple';
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  logo_url?: string;
  locale?: string;
  collections: DecapCollection[];
}
