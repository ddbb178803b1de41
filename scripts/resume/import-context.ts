/**
 * What the JSON Resume importer carries from section to section: tolerant readers for a document of
 * any version (1.0–1.3, older names such as `website`), the TODOs for values it had to invent, and
 * the fields that had no place in our model.
 */
import type { SectionName } from '../content/custom-sections.ts';
import type { PortfolioMeta } from './json-resume-types.ts';

export type Json = Record<string, unknown>;
export type ContentName = 'site' | 'profile' | 'contact' | 'experience' | 'education' | 'certifications' | 'skills' | 'projects';

/** A value the importer invented: where it is (file and JSON pointer) and what to check. */
export interface Todo {
  file: ContentName | SectionName;
  pointer: string;
  message: string;
}

/** Our own meta, as read back from a document: trusted only as far as each reader checks it. */
export type MetaIn = {
  [K in keyof PortfolioMeta]?: PortfolioMeta[K] extends readonly (infer U)[] ? (Partial<U> | undefined)[] : Partial<PortfolioMeta[K]>;
};
type MetaList = 'work' | 'education' | 'certificates' | 'skills' | 'projects';

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first non-empty text among `keys` (a field and its older names). */
export function text(o: Json | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const v = o?.[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** The non-empty texts of a list field. */
export function texts(o: Json | undefined, key: string): string[] {
  const v = o?.[key];
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()) : [];
}

/** The objects of a list field. */
export function entries(o: Json | undefined, key: string): Json[] {
  const v = o?.[key];
  return Array.isArray(v) ? v.filter(isJson) : [];
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isJson(v) && Object.keys(v).length === 0);
}

export class ImportContext {
  readonly todos: Todo[] = [];
  /** Next steps for the owner that belong to no line (a photo to download…). */
  readonly notes: string[] = [];
  private readonly leftovers = new Map<string, { count: number; list: boolean }>();

  constructor(
    /** The language of the content written. */
    readonly lang: string,
    /** meta.portfolio when the document was exported by this project, else undefined. */
    readonly meta: MetaIn | undefined,
    readonly today: Date,
  ) {}

  todo(file: Todo['file'], pointer: string, message: string): void {
    this.todos.push({ file, pointer, message });
  }

  /** Notes every field of `o` not in `used`, as `where.key` (counted, so lists read `work[].url (3)`). */
  leftover(o: Json, used: readonly string[], where: string): void {
    for (const [key, value] of Object.entries(o)) {
      if (used.includes(key) || isEmpty(value)) continue;
      const name = `${where}.${key}`;
      this.leftovers.set(name, { count: (this.leftovers.get(name)?.count ?? 0) + 1, list: where.endsWith('[]') });
    }
  }

  /** A whole section, or a named part, we have no place for. */
  unplaced(name: string, value: unknown): void {
    if (isEmpty(value)) return;
    this.leftovers.set(name, Array.isArray(value) ? { count: value.length, list: true } : { count: 1, list: false });
  }

  /** The entry of our meta for `section[index]`, if the document has our meta and it lines up with the section. */
  metaAt<K extends MetaList>(section: K, index: number, count: number): Partial<PortfolioMeta[K][number]> | undefined {
    const list: unknown = this.meta?.[section];
    return Array.isArray(list) && list.length === count && isJson(list[index]) ? list[index] : undefined;
  }

  /** `hobbies (2 entries)`, `work[].url (3 entries)`, `basics.image`. */
  get unmapped(): string[] {
    return [...this.leftovers].map(([name, { count, list }]) => (list ? `${name} (${count} ${count === 1 ? 'entry' : 'entries'})` : name));
  }
}
