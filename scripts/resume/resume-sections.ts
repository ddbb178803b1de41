/**
 * The owner's own sections in resume.json. A section with `resume:` is that JSON Resume section
 * (two sections with the same one are joined, in the page's order); a section without it is on
 * the page and in the PDF only. Each entry maps field by field (a card is an entry with a title,
 * a description, a link and tags):
 *
 * - publications: name ← title, publisher ← subtitle, releaseDate ← period (a date, or a period's
 *   start), url ← link, summary ← description
 * - awards: title ← title, awarder ← subtitle, date ← period (as publications), summary ← description
 * - volunteer: position ← title and organization ← subtitle, or organization ← title when there is
 *   no subtitle; url ← link, startDate and endDate ← period (a single date is both), summary ←
 *   description, highlights ← bullets
 * - interests: name ← title, keywords ← tags
 * - references: name ← title, reference ← description
 * - languages: language ← title, fluency ← subtitle, or description when there is no subtitle
 *
 * What JSON Resume has no field for (a location, a publication's tags…) stays on the page and in
 * the PDF. import-resume-sections.ts reads the sections back the same way; the `resume` of
 * schemas/sections/list.schema.json and cards.schema.json tells the owner.
 */
import type { DeepReadonly, ListEntry, ListSection } from '../../src/content/types.ts';
import { parseDate, parsePeriod, periodToIso, toIsoDate } from '../../src/lib/period.ts';
import type { CvContent } from './cv-content.ts';
import type { ResumeSections } from './json-resume-types.ts';

/** The JSON Resume sections a section's `resume` may name. */
export type ResumeSectionName = NonNullable<ListSection['resume']>;

/** An entry of a list, or a card (which has no subtitle, period, location or bullets). */
type Entry = DeepReadonly<ListEntry>;

/** The object without its undefined fields: what JSON would hold. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** An entry's `period` as JSON Resume dates: a date is its start and its end; text that is neither has none. */
function isoDates(period: string | undefined): { startDate?: string; endDate?: string } {
  const date = period === undefined ? undefined : parseDate(period);
  if (date) return { startDate: toIsoDate(date), endDate: toIsoDate(date) };
  const range = period === undefined ? undefined : parsePeriod(period);
  return range ? periodToIso(range) : {};
}

const list = (items: readonly string[] | undefined) => (items ? [...items] : undefined);

const TO_RESUME: { [K in ResumeSectionName]: (entry: Entry) => ResumeSections[K][number] } = {
  publications: (e) =>
    defined({ name: e.title, publisher: e.subtitle, releaseDate: isoDates(e.period).startDate, url: e.link, summary: e.description }),
  awards: (e) => defined({ title: e.title, awarder: e.subtitle, date: isoDates(e.period).startDate, summary: e.description }),
  volunteer: (e) =>
    defined({
      organization: e.subtitle ?? e.title,
      position: e.subtitle === undefined ? undefined : e.title,
      url: e.link,
      ...isoDates(e.period),
      summary: e.description,
      highlights: list(e.bullets),
    }),
  interests: (e) => defined({ name: e.title, keywords: list(e.tags) }),
  references: (e) => defined({ name: e.title, reference: e.description }),
  languages: (e) => defined({ language: e.title, fluency: e.subtitle ?? e.description }),
};

function entriesOf<K extends ResumeSectionName>(name: K, cv: CvContent): ResumeSections[K][number][] {
  return cv.sections.flatMap((id) => {
    const section = cv.customSections[id];
    if (section?.kind === 'text' || section?.resume !== name) return [];
    const entries: readonly Entry[] = section.entries;
    return entries.map((entry) => TO_RESUME[name](entry));
  });
}

/** The JSON Resume sections of the owner's own sections, only those that have entries. */
export function resumeSections(cv: CvContent): Partial<ResumeSections> {
  const names = Object.keys(TO_RESUME) as ResumeSectionName[];
  const found = names.map((name) => [name, entriesOf(name, cv)] as const).filter(([, entries]) => entries.length > 0);
  return Object.fromEntries(found);
}
