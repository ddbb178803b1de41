/**
 * JSON Resume `work` → experience.yaml: roles and internships (our meta says which; otherwise the
 * position is read for "intern", "stage"…), the kind of engagement, a period the site can show and
 * the technologies, which the standard has no field for.
 */
import type { Category, ExperienceEntry } from '../../src/content/types.ts';
import { fitGuess, importedTypes, typeKeys } from './import-categories.ts';
import { experiencePeriod } from './import-dates.ts';
import { entries, isJson, text, texts, type ImportContext, type Json } from './import-context.ts';
import { guessExperienceType, isInternship, mentionedTechnologies } from './import-guess.ts';
import { joinLocation } from './location.ts';

export interface ExperienceFile {
  lead?: string;
  types?: Category[];
  roles: ExperienceEntry[];
  internships: ExperienceEntry[];
}

const USED = ['name', 'company', 'position', 'startDate', 'endDate', 'location', 'highlights', 'keywords'];

/** Every technology the document names anywhere: what the work texts are searched for. */
export function knownTechnologies(doc: Json): string[] {
  const lists = [...entries(doc, 'skills'), ...entries(doc, 'projects'), ...entries(doc, 'work')].map((o) => texts(o, 'keywords'));
  // A skill without keywords is itself a technology ("WordPress", level "Advanced").
  const single = entries(doc, 'skills')
    .filter((s) => !texts(s, 'keywords').length)
    .map((s) => text(s, 'name'));
  return [...new Set([...lists.flat(), ...single.filter((s): s is string => s !== undefined)])];
}

export function importExperience(doc: Json, fallbackLocation: string, ctx: ImportContext): ExperienceFile {
  const work = entries(doc, 'work');
  const TYPES = typeKeys(ctx, 'experience');
  const known = knownTechnologies(doc);
  const placed: { kind: 'role' | 'internship'; entry: ExperienceEntry; todos: [string, string][] }[] = [];

  work.forEach((w, i) => {
    const meta = ctx.metaAt('work', i, work.length);
    const todos: [string, string][] = [];
    const company = text(w, 'name', 'company') ?? (todos.push(['company', `work[${i}] has no name: write the company`]), 'Company');
    const position = text(w, 'position') ?? (todos.push(['position', `work[${i}] has no position: write your job title`]), 'Position');
    const summary = text(w, 'summary');
    const period = experiencePeriod(text(w, 'startDate'), text(w, 'endDate'), ctx.today);
    if (period.todo) todos.push(['period', period.todo]);

    const location = meta?.location ?? (isJson(w.location) ? joinLocation(w.location, ctx.lang) : text(w, 'location'));
    if (!location) todos.push(['location', `work[${i}] has no location: yours was written`]);

    const kind = meta?.kind ?? (isInternship(position, summary) ? 'internship' : 'role');
    const type =
      meta?.type && TYPES.includes(meta.type) ? meta.type : fitGuess(guessExperienceType(kind === 'internship', position, company, summary), TYPES);
    if (!meta?.type) todos.push(['type', `guessed from the position: one of ${TYPES.join(', ')}`]);

    let achievements = texts(w, 'highlights');
    if (achievements.length && summary) ctx.leftover({ summary }, [], 'work[]');
    if (!achievements.length && summary) achievements = [summary];
    if (!achievements.length) {
      achievements = ['What you built or improved, with a figure if you have one.'];
      todos.push(['achievements', `work[${i}] has no highlights: write what you achieved`]);
    }

    let technologies = meta?.technologies ?? texts(w, 'keywords');
    if (!technologies.length) {
      technologies = mentionedTechnologies(known, [position, summary, ...achievements].join(' '));
      todos.push([
        'technologies',
        technologies.length
          ? 'JSON Resume has no technologies for a job: these are the known ones its text mentions'
          : 'JSON Resume has no technologies for a job: list yours',
      ]);
      if (!technologies.length) technologies = ['Your tools'];
    }
    ctx.leftover(w, [...USED, 'summary'], 'work[]');

    const entry: ExperienceEntry = {
      ...(meta?.id ? { id: meta.id } : {}),
      company,
      position,
      period: period.text,
      location: location ?? fallbackLocation,
      type,
      achievements,
      technologies,
    };
    placed.push({ kind, entry, todos });
  });

  const types = importedTypes(ctx, 'experience');
  const file: ExperienceFile = { ...(types ? { types } : {}), roles: [], internships: [] };
  for (const { kind, entry, todos } of placed) {
    const list = kind === 'internship' ? file.internships : file.roles;
    for (const [field, message] of todos)
      ctx.todo('experience', `/${kind === 'internship' ? 'internships' : 'roles'}/${list.length}/${field}`, message);
    list.push(entry);
  }
  return file;
}
