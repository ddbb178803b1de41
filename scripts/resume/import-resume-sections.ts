/**
 * JSON Resume `publications`, `awards`, `volunteer`, `interests`, `references` and `languages` →
 * sections of the owner's own (content/sections/<id>.yaml), each a list whose `resume` names the
 * JSON Resume section it came from, so resume.json gives it back. Field by field, the inverse of
 * resume-sections.ts.
 */
import type { ListEntry, ListSection } from '../../src/content/types.ts';
import { primarySubtag } from '../../src/i18n/ui-languages.ts';
import { sectionName } from '../content/custom-sections.ts';
import { entryDate, entryPeriod, type ImportedPeriod } from './import-dates.ts';
import { entries, text, texts, type ImportContext, type Json } from './import-context.ts';
import { httpsUrl } from './import-profile.ts';
import type { ResumeSectionName } from './resume-sections.ts';

/** A section the import writes: its id (its file's name) and its data. */
export interface ImportedSection {
  id: string;
  section: ListSection;
}

/** What an entry of a JSON Resume section gives, and the fields it was read from. */
interface Read {
  entry: Pick<ListEntry, 'title' | 'subtitle' | 'description' | 'bullets' | 'tags'>;
  period?: ImportedPeriod;
  /** The entry's address as written (`url`, or `website` in older files). */
  url?: string;
  used: string[];
}

const listOf = (items: string[]) => (items.length ? items : undefined);

/** Each JSON Resume section: the id and heading of the section it becomes, and how an entry reads. */
const FROM_RESUME: { [K in ResumeSectionName]: { id: string; title: string; read: (e: Json) => Read } } = {
  publications: {
    id: 'publications',
    title: 'Publications',
    read: (e) => ({
      entry: { title: text(e, 'name') ?? '', subtitle: text(e, 'publisher'), description: text(e, 'summary') },
      period: entryDate(text(e, 'releaseDate'), 'releaseDate'),
      url: text(e, 'url', 'website'),
      used: ['name', 'publisher', 'releaseDate', 'url', 'website', 'summary'],
    }),
  },
  awards: {
    id: 'awards',
    title: 'Awards',
    read: (e) => ({
      entry: { title: text(e, 'title') ?? '', subtitle: text(e, 'awarder'), description: text(e, 'summary') },
      period: entryDate(text(e, 'date'), 'date'),
      used: ['title', 'awarder', 'date', 'summary'],
    }),
  },
  volunteer: {
    id: 'volunteering',
    title: 'Volunteering',
    read: (e) => {
      // The role is the title and the organization under it, as on an experience; an organization alone is the title.
      const [position, organization] = [text(e, 'position'), text(e, 'organization')];
      return {
        entry: {
          title: position ?? organization ?? '',
          subtitle: position ? organization : undefined,
          description: text(e, 'summary'),
          bullets: listOf(texts(e, 'highlights')),
        },
        period: entryPeriod(text(e, 'startDate'), text(e, 'endDate')),
        url: text(e, 'url', 'website'),
        used: ['position', 'organization', 'url', 'website', 'startDate', 'endDate', 'summary', 'highlights'],
      };
    },
  },
  interests: {
    id: 'interests',
    title: 'Interests',
    read: (e) => ({ entry: { title: text(e, 'name') ?? '', tags: listOf(texts(e, 'keywords')) }, used: ['name', 'keywords'] }),
  },
  references: {
    id: 'references',
    title: 'References',
    read: (e) => ({ entry: { title: text(e, 'name') ?? '', description: text(e, 'reference') }, used: ['name', 'reference'] }),
  },
  languages: {
    id: 'languages',
    title: 'Languages',
    read: (e) => ({ entry: { title: text(e, 'language') ?? '', subtitle: text(e, 'fluency') }, used: ['language', 'fluency'] }),
  },
};

/** The JSON Resume sections the import turns into sections of the owner's own. */
export const RESUME_SECTIONS = Object.keys(FROM_RESUME) as ResumeSectionName[];

/** Whether an entry gives anything to write. */
const hasContent = ({ entry, period, url }: Read) => Boolean(period ?? url ?? Object.values(entry).some((v) => v !== undefined && v !== ''));

function importSection(doc: Json, name: ResumeSectionName, ctx: ImportContext): ImportedSection | undefined {
  const { id, title, read: readEntry } = FROM_RESUME[name];
  const file = sectionName(id);
  const reads = entries(doc, name)
    .map((e) => {
      const read = readEntry(e);
      ctx.leftover(e, read.used, `${name}[]`);
      return read;
    })
    .filter(hasContent);
  if (!reads.length) {
    // Not a list of entries (a list of words, an object): said with what had no place.
    ctx.unplaced(name, doc[name]);
    return undefined;
  }
  const imported = reads.map(({ entry, period, url }, i): ListEntry => {
    const at = `/entries/${i}`;
    if (!entry.title) ctx.todo(file, `${at}/title`, 'this entry had no name: write one');
    const link = httpsUrl(url, ctx, file, `${at}/link`);
    if (url && !link) ctx.todo(file, `${at}/title`, `its address "${url}" is not a web address, so it was left out`);
    if (period?.todo) ctx.todo(file, `${at}/period`, period.todo);
    // In the order of the schema's fields; the YAML leaves out what is undefined.
    const { subtitle, description, bullets, tags } = entry;
    return { title: entry.title || title, subtitle, period: period?.text, link, description, bullets, tags };
  });
  if (primarySubtag(ctx.lang) !== 'en') ctx.todo(file, '/title', `a heading in English: write it in your site’s language (${ctx.lang})`);
  return { id, section: { kind: 'list', title, resume: name, entries: imported } };
}

/** The sections of the owner's own that the document's JSON Resume sections make, in the standard's order. */
export function importResumeSections(doc: Json, ctx: ImportContext): ImportedSection[] {
  return RESUME_SECTIONS.flatMap((name) => importSection(doc, name, ctx) ?? []);
}
