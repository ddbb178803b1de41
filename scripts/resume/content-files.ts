/**
 * Imported content → the text of each content/*.yaml file and content/sections/<id>.yaml, with the
 * `$schema` modeline and the comments the sample files carry, every invented value marked
 * `# TODO: …`; and writing them, refusing to replace existing files unless told to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toYaml } from './content-yaml.ts';
import { sectionName } from '../content/custom-sections.ts';
import type { ContentName, Todo } from './import-context.ts';
import type { ImportedContent } from './import-json-resume.ts';

const CONTENT_NAMES: readonly ContentName[] = ['site', 'profile', 'contact', 'experience', 'education', 'certifications', 'skills', 'projects'];

const HEADERS: Record<ContentName, string[]> = {
  site: ['Settings of the site itself.', 'The contact form sends through EmailJS (https://www.emailjs.com); see README → Contact form.'],
  profile: ['Who the site is about. Shown in the hero, the About section and the Contact section.'],
  contact: ['The Contact section. The address, number and profile shown come from profile.yaml.'],
  experience: ['Newest first. type is one of: Full-time, Contract, Master Thesis Internship, Bachelor Thesis Internship, or your own under types:.'],
  education: ['Newest first. period is free text, e.g. 2022 – 2024.'],
  certifications: ['"Title - Subtitle": the part after " - " is shown as a smaller subtitle.'],
  skills: ['Technical Skills: one card per category. icon is one of the site’s (code, layers, bot, database, chart…) or your own under icons:.'],
  projects: [
    'Selected Projects. type is "Web Application" or "AI Automation", or one of your own types, declared under types:.',
    'images are files under public/ (the first is the card cover); links are optional.',
  ],
};

export interface ContentFileText {
  name: Todo['file'];
  /** e.g. profile.yaml, sections/awards.yaml */
  file: string;
  text: string;
  /** Each TODO with the line it is on. */
  todos: (Todo & { line?: number })[];
}

/** What a file holds: its data, its schema (relative to the file) and the comment lines under the modeline. */
interface FileData {
  name: Todo['file'];
  data: object;
  schema: string;
  header: readonly string[];
}

/** One file's text: its header after its `$schema` modeline, each of its TODOs on the line of its value. */
function fileText({ name, data, schema, header }: FileData, todos: readonly Todo[], source: string): ContentFileText {
  const mine = todos.filter((t) => t.file === name);
  const comments = new Map<string, string>();
  for (const t of mine) comments.set(t.pointer, [comments.get(t.pointer), `TODO: ${t.message}`].filter(Boolean).join('; '));
  const lines = [`yaml-language-server: $schema=${schema}`, ...header];
  if (mine.length) lines.push(`Imported from ${source}: lines marked TODO hold values the import had to invent.`);
  const yaml = toYaml(data as Record<string, unknown>, { header: lines, comments });
  const located = mine.map((t) => ({ ...t, line: yaml.lineOf(t.pointer) }));
  located.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { name, file: `${name}.yaml`, text: yaml.text, todos: located };
}

/** The YAML of every content file and of each section of the owner's own; `source` names the imported file in the header. */
export function contentFileTexts(content: ImportedContent, todos: readonly Todo[], source: string): ContentFileText[] {
  const files: FileData[] = [
    ...CONTENT_NAMES.map((name) => ({ name, data: content[name], schema: `../schemas/${name}.schema.json`, header: HEADERS[name] })),
    ...content.sections.map(({ id, section }) => ({
      name: sectionName(id),
      data: section,
      schema: `../../schemas/sections/${section.kind}.schema.json`,
      header: sectionHeader(section.resume),
    })),
  ];
  return files.map((file) => fileText(file, todos, source));
}

function sectionHeader(resume: string | undefined): string[] {
  return [
    'A section of your own, on the page where `sections` in site.yaml lists it, and in the PDF CV.',
    ...(resume ? [`\`resume: ${resume}\` keeps it in resume.json as the JSON Resume section it came from.`] : []),
  ];
}

export class ExistingContentError extends Error {
  constructor(readonly files: string[]) {
    super(
      `${files.join(', ')} already ${files.length === 1 ? 'exists' : 'exist'}: importing would replace ${files.length === 1 ? 'it' : 'them'}. ` +
        'Run again with --force to overwrite, or with --out <dir> to write the files somewhere else.',
    );
  }
}

/** A path as the owner reads it: relative to where they are, unless that climbs out. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' ? '.' : relative.startsWith('..') ? file : relative;
}

/** Writes the files into `dir`; without `force`, writes nothing if any of them exists. Returns the paths written. */
export function writeContentFiles(dir: string, files: readonly ContentFileText[], force = false): string[] {
  const targets = files.map((f) => path.join(dir, f.file));
  const existing = targets.filter((t) => fs.existsSync(t));
  if (existing.length && !force) throw new ExistingContentError(existing.map(shownPath));
  for (const f of files) {
    const target = path.join(dir, f.file);
    // Sections go in a folder of their own.
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, f.text);
  }
  return targets;
}
