/**
 * The owner's own sections, content/sections/<id>.yaml. The file's name is the section's id; its
 * `kind` is checked first, then the whole file against that kind's schema alone
 * (schemas/sections/<kind>.schema.json), so every message speaks of the kind the owner chose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { customSectionIdProblem } from '../../src/lib/page-sections.ts';
import { loadContentFile, validateLoaded, type FileSink } from './load-content-file.ts';
import { SECTIONS_DIR, type SectionSchemas } from './schemas.ts';
import type { Locations } from './yaml-positions.ts';

export interface LoadedSection {
  /** The file's name: the section's id on the page and in `sections`. */
  id: string;
  /** The file, relative to the project root. */
  file: string;
  data: unknown;
  valid: boolean;
  locations: Locations;
}

/** The content name a section's file is checked and translated under: `sections/talks`. */
export type SectionName = `${typeof SECTIONS_DIR}/${string}`;

export const sectionName = (id: string): SectionName => `${SECTIONS_DIR}/${id}`;

/** A section's kind, once its file has passed the kind check. */
export const sectionKind = (data: unknown): string | undefined => {
  const kind = typeof data === 'object' && data !== null ? (data as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' ? kind : undefined;
};

/** Loads one section file: its kind first, then the whole file against its kind's schema. */
function loadSection(full: string, file: string, schemas: SectionSchemas, sink: FileSink) {
  const loaded = loadContentFile(full, file, undefined, sink);
  if (!loaded) return undefined;
  if (!validateLoaded(schemas.kind, loaded.data, loaded.locations, file, sink)) return { ...loaded, valid: false };
  const validate = schemas.validators.get(sectionKind(loaded.data) ?? '');
  return { ...loaded, valid: validate ? validateLoaded(validate, loaded.data, loaded.locations, file, sink) : true };
}

/** The .yaml files of a sections folder, each `{ id, entry }`; anything else is reported. */
export function sectionFiles(dir: string, rel: (entry: string) => string, sink: FileSink): { id: string; entry: string }[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  const files: { id: string; entry: string }[] = [];
  for (const entry of fs.readdirSync(dir).sort()) {
    const at = { line: 1, col: 1 };
    const id = entry.replace(/\.yaml$/, '');
    if (id === entry) {
      const hint = entry.endsWith('.yml') ? `rename it ${entry.replace(/\.yml$/, '.yaml')}` : 'a section is a .yaml file named by its id, for example talks.yaml';
      sink.problems.push({ file: rel(entry), at, field: '', severity: 'error', message: 'not a section file', hint });
      continue;
    }
    const problem = customSectionIdProblem(id);
    if (problem) {
      sink.problems.push({ file: rel(entry), at, field: '', severity: 'error', message: `the file's name is the section's id, and it ${problem.replace(/^`[^`]+` is/, 'is')}`, hint: 'rename the file' });
      continue;
    }
    files.push({ id, entry });
  }
  return files;
}

/** Every section of content/sections/, by id (those whose file parsed). */
export function loadCustomSections(contentDir: string, rel: (name: string) => string, schemas: SectionSchemas, sink: FileSink): Map<string, LoadedSection> {
  const dir = path.join(contentDir, SECTIONS_DIR);
  const out = new Map<string, LoadedSection>();
  for (const { id, entry } of sectionFiles(dir, (e) => rel(`${SECTIONS_DIR}/${e}`), sink)) {
    const file = rel(`${SECTIONS_DIR}/${entry}`);
    const loaded = loadSection(path.join(dir, entry), file, schemas, sink);
    if (loaded) out.set(id, { id, file, ...loaded });
  }
  return out;
}
