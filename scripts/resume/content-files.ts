/**
 * Imported content → the text of each content/*.yaml file, with the `$schema` modeline and the
 * comments the sample files carry, every invented value marked `# TODO: …`; and writing them,
 * refusing to replace existing files unless told to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toYaml } from './content-yaml.ts';
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
  name: ContentName;
  /** e.g. profile.yaml */
  file: string;
  text: string;
  /** Each TODO with the line it is on. */
  todos: (Todo & { line?: number })[];
}

/** The YAML of every content file; `source` names the imported file in the header. */
export function contentFileTexts(content: ImportedContent, todos: readonly Todo[], source: string): ContentFileText[] {
  return CONTENT_NAMES.map((name) => {
    const mine = todos.filter((t) => t.file === name);
    const comments = new Map<string, string>();
    for (const t of mine) comments.set(t.pointer, [comments.get(t.pointer), `TODO: ${t.message}`].filter(Boolean).join('; '));
    const header = [`yaml-language-server: $schema=../schemas/${name}.schema.json`, ...HEADERS[name]];
    if (mine.length) header.push(`Imported from ${source}: lines marked TODO hold values the import had to invent.`);
    const yaml = toYaml(content[name] as unknown as Record<string, unknown>, { header, comments });
    const located = mine.map((t) => ({ ...t, line: yaml.lineOf(t.pointer) }));
    located.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { name, file: `${name}.yaml`, text: yaml.text, todos: located };
  });
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
  fs.mkdirSync(dir, { recursive: true });
  files.forEach((f) => fs.writeFileSync(path.join(dir, f.file), f.text));
  return targets;
}
