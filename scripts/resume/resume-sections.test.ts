import { describe, expect, it } from 'vitest';
import { sampleCv } from '../../test/support/sample-site.ts';
import { shapedCv } from '../../test/support/shaped-site.ts';
import { validateJsonResume } from '../../test/support/validate-json-resume.ts';
import type { CvContent } from './cv-content.ts';
import { toJsonResume } from './to-json-resume.ts';

const lastModified = new Date('2025-03-04T05:06:07Z');
const en = sampleCv('en');

/** The sample with a section of each JSON Resume kind, two that are not JSON Resume sections, and one off the page. */
const cv: CvContent = {
  ...en,
  sections: ['home', 'about', 'talks', 'prizes', 'helping', 'hobbies', 'referees', 'spoken', 'now', 'open-source', 'contact', 'hackathons'],
  customSections: {
    talks: {
      kind: 'list',
      title: 'Talks',
      resume: 'publications',
      entries: [
        {
          title: 'Spreadsheets Are Databases Too',
          subtitle: 'Lyon JS',
          period: 'Mar 2024',
          location: 'Lyon, France',
          link: 'https://lyonjs.example.org/talks/spreadsheets',
          description: 'How a spreadsheet became an API.',
          tags: ['Automation'],
        },
        { title: 'A Column on Queues', period: 'Sep 2022 – Present' },
      ],
    },
    prizes: {
      kind: 'list',
      title: 'Awards',
      resume: 'awards',
      entries: [{ title: 'Engineer of the Year', subtitle: 'Parcelwise', period: '2023', description: 'For the dispatch migration.' }],
    },
    helping: {
      kind: 'list',
      title: 'Volunteering',
      resume: 'volunteer',
      entries: [
        {
          title: 'Mentor',
          subtitle: 'Code Club',
          period: 'Jan 2019 – Dec 2021',
          link: 'https://codeclub.example.org',
          description: 'A weekly coding club.',
          bullets: ['Taught Scratch to 30 children.'],
        },
        { title: 'Lyon Food Bank', period: 'Mar 2024' },
        { title: 'Repair café', period: 'Spring, most years' },
      ],
    },
    hobbies: {
      kind: 'list',
      title: 'Interests',
      resume: 'interests',
      entries: [{ title: 'Cycling', tags: ['audax', 'bike repair'] }, { title: 'Chess' }],
    },
    referees: {
      kind: 'list',
      title: 'References',
      resume: 'references',
      entries: [{ title: 'Tom Okafor', subtitle: 'CTO, Parcelwise', description: 'Sam made our on-call bearable.' }],
    },
    spoken: {
      kind: 'list',
      title: 'Languages',
      resume: 'languages',
      entries: [
        { title: 'French', subtitle: 'Native' },
        { title: 'German', description: 'Conversational' },
      ],
    },
    now: { kind: 'text', title: 'Now', paragraphs: ['Writing a guide.'] },
    'open-source': { kind: 'cards', title: 'Open Source', entries: [{ title: 'sheet-sync', description: 'Two-way sync.' }] },
    hackathons: {
      kind: 'cards',
      title: 'Hackathons',
      resume: 'awards',
      entries: [{ title: 'First prize, Lyon Hack', description: 'A delivery planner in 24 hours.', link: 'https://hack.example.org', tags: ['Go'] }],
    },
    // Not on the page: not in resume.json either.
    unlisted: { kind: 'list', title: 'Old Talks', resume: 'publications', entries: [{ title: 'Gone' }] },
  },
};

describe('the owner’s own sections in resume.json', () => {
  const doc = toJsonResume(cv, { lastModified });

  it('is valid against the official JSON Resume schema', () => {
    expect(validateJsonResume(doc).errors).toEqual([]);
  });

  it('maps each entry of a section with `resume` into that JSON Resume section, in the page’s order', () => {
    expect(doc.publications).toEqual([
      {
        name: 'Spreadsheets Are Databases Too',
        publisher: 'Lyon JS',
        releaseDate: '2024-03',
        url: 'https://lyonjs.example.org/talks/spreadsheets',
        summary: 'How a spreadsheet became an API.',
      },
      { name: 'A Column on Queues', releaseDate: '2022-09' },
    ]);
    // A list's awards, then a grid's: sections with the same `resume` are joined.
    expect(doc.awards).toEqual([
      { title: 'Engineer of the Year', awarder: 'Parcelwise', date: '2023', summary: 'For the dispatch migration.' },
      { title: 'First prize, Lyon Hack', summary: 'A delivery planner in 24 hours.' },
    ]);
    expect(doc.volunteer).toEqual([
      {
        organization: 'Code Club',
        position: 'Mentor',
        url: 'https://codeclub.example.org',
        startDate: '2019-01',
        endDate: '2021-12',
        summary: 'A weekly coding club.',
        highlights: ['Taught Scratch to 30 children.'],
      },
      // Without a subtitle the title is the organization; a single date starts and ends it.
      { organization: 'Lyon Food Bank', startDate: '2024-03', endDate: '2024-03' },
      // A period that is not one has no dates.
      { organization: 'Repair café' },
    ]);
    expect(doc.interests).toEqual([{ name: 'Cycling', keywords: ['audax', 'bike repair'] }, { name: 'Chess' }]);
    expect(doc.references).toEqual([{ name: 'Tom Okafor', reference: 'Sam made our on-call bearable.' }]);
    expect(doc.languages).toEqual([
      { language: 'French', fluency: 'Native' },
      { language: 'German', fluency: 'Conversational' },
    ]);
  });

  it('leaves out the sections without `resume`, and writes no JSON Resume section that has no entries', () => {
    const text = JSON.stringify(doc);
    for (const left of ['Writing a guide.', 'sheet-sync', 'Gone']) expect(text).not.toContain(left);
    expect(Object.keys(toJsonResume(en, { lastModified }))).toEqual([
      '$schema',
      'basics',
      'work',
      'education',
      'certificates',
      'skills',
      'projects',
      'meta',
    ]);
  });

  it('carries the shaped site’s talks as publications, in each language, and not its open-source cards', () => {
    const [enDoc, frDoc] = ['en', 'fr'].map((lang) => toJsonResume(shapedCv(lang), { lastModified }));
    expect(enDoc?.publications?.map((p) => [p.name, p.publisher, p.releaseDate])).toEqual([
      ['Spreadsheets Are Databases Too', 'Lyon JS meetup', '2024-03'],
      ['OCR Pipelines That Admit Doubt', 'DevSummit Paris', '2023-11'],
    ]);
    expect(frDoc?.publications?.map((p) => p.name)).toEqual([
      'Les tableurs aussi sont des bases de données',
      'Des chaînes d’OCR qui admettent le doute',
    ]);
    expect(JSON.stringify(enDoc)).not.toContain('sheet-sync');
    for (const doc of [enDoc, frDoc]) expect(validateJsonResume(doc).errors).toEqual([]);
  });
});
