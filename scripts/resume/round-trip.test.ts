/** import(export(content)) gives the content back: exactly with our meta, field by field without it. */
import { samplePaths } from '../../test/support/sample-site.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../content/check-content.ts';
import { contentPaths } from '../paths.ts';
import { contentFileTexts, writeContentFiles } from './content-files.ts';
import { cvContentFrom, type CvContent } from './cv-content.ts';
import { sampleCv } from '../../test/support/sample-site.ts';
import { importJsonResume, type ImportedContent } from './import-json-resume.ts';
import { tempRoot, type TempRoot } from '../../test/support/temp-root.ts';
import { toJsonResume } from './to-json-resume.ts';
import { contentFixture } from '../../test/support/content-fixture.ts';
import { required } from '../../test/support/required.ts';
import { validateJsonResume } from '../../test/support/validate-json-resume.ts';

const sample = checkContent(samplePaths);
const cv = sampleCv();
const today = new Date('2025-06-01T00:00:00Z');
let temp: TempRoot | undefined;
afterEach(() => temp?.remove());

/** Writes imported content into a throw-away project and reads it back through the content check. */
function writeAndCheck(content: ImportedContent, todos: Parameters<typeof contentFileTexts>[1]) {
  temp = tempRoot();
  writeContentFiles(temp.contentDir, contentFileTexts(content, todos, 'resume.json'));
  return checkContent(contentPaths(temp.root));
}

describe('round trip', () => {
  it('gives back every content file from our own export, and the files pass the content check', () => {
    const doc = JSON.parse(JSON.stringify(toJsonResume(cv)));
    const result = importJsonResume(doc, { today });
    const checked = writeAndCheck(result.content, result.todos);
    expect(checked.report).toBe('');
    for (const name of ['profile', 'contact', 'experience', 'education', 'certifications', 'skills', 'projects']) {
      expect(checked.data.get(name), name).toEqual(sample.data.get(name));
    }
    // The site comes back in the document's one language (its translations are not in JSON Resume).
    // The editor's repository (cms) is a setting of this site, not of a résumé, as the email keys are.
    const { emailjs: _keys, copyrightYear: _year, languages: _languages, cms: _cms, ...site } = sample.data.get('site') as Record<string, unknown>;
    expect(checked.data.get('site')).toMatchObject(site);
    // Only what JSON Resume cannot carry is left to do: the contact form's keys.
    expect(result.todos.map((t) => `${t.file}${t.pointer}`)).toEqual(['site/emailjs']);
    expect(result.unmapped).toEqual([]);
  });

  it('gives back the optional fields too (about, photo, ids, slugs, leads)', () => {
    const extended: CvContent = {
      ...cv,
      profile: { ...cv.profile, about: ['One.', 'Two.'], photo: '/images/me.jpg', photoAlt: 'Portrait' },
      experience: { ...cv.experience, roles: [{ ...required(cv.experience.roles[0], 'roles'), id: 'northwind' }] },
      skills: { categories: [{ ...required(cv.skills.categories[0], 'categories'), id: 'languages' }] },
      projects: [{ ...required(cv.projects[0], 'projects'), slug: 'gymflow' }],
      site: { ...cv.site, languages: ['en', 'fr'] },
      leads: { experience: 'Where I worked.', projects: 'What I built.' },
    };
    const { content, notes } = importJsonResume(JSON.parse(JSON.stringify(toJsonResume(extended))), { today });
    expect(content.profile).toMatchObject({ about: ['One.', 'Two.'], photo: '/images/me.jpg', photoAlt: 'Portrait', bio: cv.profile.bio });
    expect(content.experience.roles[0]?.id).toBe('northwind');
    expect(content.experience.lead).toBe('Where I worked.');
    expect(content.skills.categories[0]?.id).toBe('languages');
    expect(content.projects).toMatchObject({ lead: 'What I built.', projects: [{ slug: 'gymflow' }] });
    // One document is one language: the others are a note, not a `languages` without translations.
    expect(content.site.languages).toBeUndefined();
    expect(notes).toContainEqual(expect.stringContaining('The site was published in en, fr; this document holds the en text only.'));
  });

  it('gives back the owner’s categories: the types they declared, in the document’s language, and their own icons', () => {
    const fixture = contentFixture('declared-categories');
    try {
      const declared = checkContent(contentPaths(fixture.root));
      const [en, fr] = ['en', 'fr'].map((lang) => cvContentFrom(required(declared.localized?.get(lang), lang), lang));
      const back = (from: CvContent) => importJsonResume(JSON.parse(JSON.stringify(toJsonResume(required(from, 'cv')))), { today });
      const { content, todos } = back(required(en, 'en'));
      expect(content.projects.types).toEqual(declared.localized?.get('en')?.projects.types);
      expect(content.experience.types).toEqual(declared.localized?.get('en')?.experience.types);
      expect(content.skills.icons).toEqual({ n8n: '/images/icons/n8n.svg' });
      expect(content.projects.projects.map((p) => p.type)).toEqual(['web', 'automation', 'mobile-app']);
      expect(content.skills.categories.map((c) => c.icon)).toContain('n8n');
      expect(todos.filter((t) => /\/(type|icon)$/.test(t.pointer))).toEqual([]);
      // In French, the French names: one document is one language.
      expect(back(required(fr, 'fr')).content.projects.types?.map((t) => t.label)).toEqual([
        'Automatisation IA',
        'Application web',
        'Application mobile',
      ]);
      // Today's types, named as in the document's language, are no declaration.
      expect(toJsonResume(sampleCv('fr')).meta.portfolio.types).toBeUndefined();
    } finally {
      fixture.remove();
    }
  });

  it('gives back every field the standard maps when the document has no meta (another tool kept only the standard)', () => {
    const { meta: _meta, ...doc } = JSON.parse(JSON.stringify(toJsonResume(cv)));
    const result = importJsonResume(doc, { today });
    const checked = writeAndCheck(result.content, result.todos);
    expect(checked.report).toBe('');
    const { profile, experience, education, certifications, skills, projects } = result.content;
    // Without meta the one summary comes back as the bio: the About text, which the export prefers.
    const summary = [cv.profile.about ?? cv.profile.bio].flat().join('\n\n');
    expect(profile).toMatchObject({ name: cv.profile.name, headline: cv.profile.headline, bio: summary, location: cv.profile.location });
    expect(profile).toMatchObject({ phone: cv.profile.phone, email: cv.profile.email, profiles: cv.profile.profiles });
    const strip = (e: CvContent['experience']['roles'][number]) => ({
      company: e.company,
      position: e.position,
      period: e.period,
      location: e.location,
      achievements: e.achievements,
    });
    const all = [...experience.roles, ...experience.internships];
    expect(all.map(strip)).toEqual([...cv.experience.roles, ...cv.experience.internships].map(strip));
    expect(education.education.map(({ title, school, period }) => ({ title, school, period }))).toEqual(
      cv.education.map(({ title, school, period }) => ({ title, school, period })),
    );
    expect(certifications.certifications).toEqual(cv.certifications);
    expect(skills.categories.map(({ title, skills: s }) => ({ title, skills: s }))).toEqual(
      cv.skills.categories.map(({ title, skills: s }) => ({ title, skills: s })),
    );
    expect(projects.projects.map(({ title, description, skills: s, type }) => ({ title, description, skills: s, type }))).toEqual(
      cv.projects.map(({ title, description, skills: s, type }) => ({ title, description, skills: s, type })),
    );
    // One link survives per project: the live site, else the code.
    expect(projects.projects.map((p) => p.links?.live ?? p.links?.github)).toEqual(cv.projects.map((p) => p.links?.live ?? p.links?.github));
    expect(fs.readFileSync(path.join(temp!.contentDir, 'experience.yaml'), 'utf8')).toContain('# TODO: guessed from the position');
  });

  it('keeps a document’s awards, publications and volunteering as sections of the owner’s own that pass the check, and gives them back', () => {
    const { meta: _meta, ...standard } = JSON.parse(JSON.stringify(toJsonResume(cv)));
    const sections = {
      publications: [
        {
          name: 'Spreadsheets Are Databases Too',
          publisher: 'Lyon JS',
          releaseDate: '2024-03',
          url: 'https://lyonjs.example.org/talks/spreadsheets',
          summary: 'How a spreadsheet became an API.',
        },
        { name: 'A Column on Queues', releaseDate: '2022' },
      ],
      awards: [{ title: 'Engineer of the Year', awarder: 'Parcelwise', date: '2023-12', summary: 'For the dispatch migration.' }],
      volunteer: [
        {
          organization: 'Code Club',
          position: 'Mentor',
          url: 'https://codeclub.example.org',
          startDate: '2019-01',
          endDate: '2021-06',
          summary: 'A weekly coding club.',
          highlights: ['Taught Scratch to 30 children.'],
        },
        { organization: 'Lyon Food Bank', startDate: '2024-03' },
      ],
    };
    const result = importJsonResume({ ...standard, ...sections }, { today });
    expect(result.unmapped).toEqual([]);
    const checked = writeAndCheck(result.content, result.todos);
    expect(checked.report).toBe('');
    expect(fs.readdirSync(path.join(temp!.contentDir, 'sections')).sort()).toEqual(['awards.yaml', 'publications.yaml', 'volunteering.yaml']);
    const back = toJsonResume(cvContentFrom([...checked.localized!.values()][0]!));
    expect({ publications: back.publications, awards: back.awards, volunteer: back.volunteer }).toEqual(sections);
    expect(validateJsonResume(back).errors).toEqual([]);
  });
});
