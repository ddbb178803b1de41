import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../content/check-content.ts';
import { contentPaths } from '../paths.ts';
import { contentFileTexts, writeContentFiles } from './content-files.ts';
import { importJsonResume, JsonResumeError, type ImportResult } from './import-json-resume.ts';
import { repoRoot, tempRoot, type TempRoot } from '../../test/support/temp-root.ts';

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'resume');
const today = new Date('2025-06-01T00:00:00Z');
let temp: TempRoot | undefined;
afterEach(() => temp?.remove());

function load(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8'));
}

function todo(result: ImportResult, file: string, pointer: string): string | undefined {
  return result.todos.find((t) => t.file === file && t.pointer === pointer)?.message;
}

describe.each([
  ['v1.0-senior-everything.json', 'en'],
  ['v0-legacy-freelancer.json', 'fr'],
  ['v1.2-minimal-student.json', 'en'],
  ['v1.3-data-analyst.json', 'en'],
])('%s', (fixture, lang) => {
  it('imports into content that passes the content check as is', () => {
    const result = importJsonResume(load(fixture), { lang, today });
    temp = tempRoot();
    const files = contentFileTexts(result.content, result.todos, fixture);
    writeContentFiles(temp.contentDir, files);
    const checked = checkContent(contentPaths(temp.root));
    expect(checked.report).toBe('');
    expect(checked.ok).toBe(true);
    // Every invented value is marked on its own line.
    for (const file of files) {
      const lines = file.text.split('\n');
      for (const t of file.todos) expect(lines[t.line! - 1], `${file.file} ${t.pointer}`).toContain(`# TODO: ${t.message}`);
      // The modeline names the file's schema, where it is from the file.
      const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(lines[0] ?? '')?.[1] ?? '';
      expect(path.relative(repoRoot, path.join(path.dirname(path.join(repoRoot, 'content', file.file)), schema)), file.file).toBe(
        file.name.startsWith('sections/') ? 'schemas/sections/list.schema.json' : `schemas/${file.name}.schema.json`,
      );
    }
  });
});

describe('importJsonResume', () => {
  it('reads a full 1.0 document: object locations, profiles by username, days in dates, an open end', () => {
    const result = importJsonResume(load('v1.0-senior-everything.json'), { today });
    const { profile, site, experience, education, skills, projects } = result.content;
    expect(profile.location).toBe('Manchester, Greater Manchester, United Kingdom');
    expect(profile.profiles.github).toBe('https://github.com/priyaraman');
    expect(site.url).toBe('https://priya.example.org');
    expect(todo(result, 'site', '/url')).toMatch(/^was http:\/\/priya\.example\.org/);
    expect(experience.roles.map((r) => [r.period, r.type])).toEqual([
      ['Mar 2021 – Present', 'Full-time'],
      ['Jan 2018 – Feb 2021', 'Contract'],
    ]);
    expect(experience.internships[0]).toMatchObject({
      company: 'Northern Rail Data Lab',
      period: 'Jun 2016 – Sep 2016',
      achievements: [expect.stringContaining('Flask')],
    });
    expect(experience.roles[0]?.technologies).toEqual(['Go', 'PostgreSQL']);
    expect(education.education[0]).toMatchObject({ title: 'MEng in Computer Science', period: '2012 – 2016' });
    expect(skills.categories.map((c) => c.icon)).toEqual(['code', 'database', 'wrench']);
    expect(projects.projects[0]).toMatchObject({ type: 'Web Application', links: { github: 'https://github.com/priyaraman/queuectl' }, images: [] });
    expect(projects.projects[1]?.links).toEqual({ live: 'https://talks.example.org/route-planner' });
    // Its publications, awards, volunteering, interests, references and languages are sections of the owner's own.
    const list = (title: string, resume: string, entries: object[]) => ({ kind: 'list', title, resume, entries });
    expect(result.content.sections).toEqual([
      {
        id: 'publications',
        section: list('Publications', 'publications', [
          { title: 'Boring Queues', subtitle: 'Backend Weekly', period: 'May 2022', link: 'https://backend.example/boring-queues' },
        ]),
      },
      {
        id: 'awards',
        section: list('Awards', 'awards', [
          { title: 'Engineer of the Year', subtitle: 'Parcelwise', period: 'Dec 2023', description: 'For the dispatch migration.' },
        ]),
      },
      {
        id: 'volunteering',
        section: list('Volunteering', 'volunteer', [
          { title: 'Volunteer mentor', subtitle: 'Code Club', period: 'Jan 2019 – Present', description: 'Weekly coding club at a primary school.' },
        ]),
      },
      { id: 'interests', section: list('Interests', 'interests', [{ title: 'Cycling', tags: ['audax', 'bike maintenance'] }]) },
      { id: 'references', section: list('References', 'references', [{ title: 'Tom Okafor', description: 'Priya made our on-call bearable.' }]) },
      {
        id: 'languages',
        section: list('Languages', 'languages', [
          { title: 'English', subtitle: 'Native speaker' },
          { title: 'Tamil', subtitle: 'Fluent' },
        ]),
      },
    ]);
    // On the page after the built-in sections, before Contact.
    expect(site.sections).toEqual([
      ...['home', 'about', 'skills', 'experience', 'projects', 'writing'],
      ...['publications', 'awards', 'volunteering', 'interests', 'references', 'languages', 'contact'],
    ]);
    for (const name of ['publications', 'awards', 'volunteer', 'interests', 'references', 'languages'])
      expect(result.unmapped.filter((item) => item.startsWith(name))).toEqual([]);
    expect(result.unmapped).toEqual(
      expect.arrayContaining([
        'basics.profiles: Mastodon',
        'basics.image',
        'work[].url (1 entry)',
        'education[].courses (1 entry)',
        'projects[].type (2 entries)',
      ]),
    );
    expect(result.notes[0]).toContain('https://priya.example.org/priya.jpg');
    expect(result.version).toBe('1.0.0');
  });

  it('reads old names (website, company, picture), "Present" as an end date and skills without keywords', () => {
    const result = importJsonResume(load('v0-legacy-freelancer.json'), { lang: 'fr', today });
    const { profile, site, experience, education, skills } = result.content;
    expect(site).toMatchObject({ url: 'https://lea-tremblay.example.ca', language: 'fr' });
    expect(profile.phone).toBe('514 555-0199');
    expect(todo(result, 'profile', '/phone')).toBe('was written "(514) 555-0199"; check the number');
    expect(profile.bio).toContain('\n\nAvant le web');
    expect(experience.roles[0]).toMatchObject({
      company: 'Travailleuse autonome',
      period: 'May 2020 – Present',
      type: 'Contract',
      technologies: ['WordPress', 'Shopify'],
    });
    expect(education.education.map((e) => [e.title, e.period])).toEqual([
      ['Baccalauréat en Littérature comparée', '2011 – 2014'],
      ['AEC en Programmation web', '2019 – Present'],
    ]);
    expect(skills.categories).toEqual([{ title: 'Skills', icon: 'code', skills: ['WordPress', 'Shopify', 'JavaScript', 'Accessibilité (WCAG)'] }]);
    expect(todo(result, 'skills', '/categories/0')).toMatch(/had no keywords/);
    // A heading the import writes in English is marked in a French site.
    expect(result.content.sections.map((s) => s.id)).toEqual(['interests', 'languages']);
    expect(todo(result, 'sections/languages', '/title')).toBe('a heading in English: write it in your site’s language (fr)');
    expect(result.content.sections[1]?.section.entries).toEqual([
      { title: 'Français', subtitle: 'Langue maternelle' },
      { title: 'Anglais', subtitle: 'Courant' },
    ]);
    expect(result.unmapped).toEqual(
      expect.arrayContaining(['basics.profiles: Twitter', 'skills[].level (4 entries)', 'education[].gpa (1 entry)', 'work[].summary (1 entry)']),
    );
    expect(result.version).toBeUndefined();
  });

  it('fills what a minimal document lacks with placeholders, each marked TODO', () => {
    const result = importJsonResume(load('v1.2-minimal-student.json'), { today });
    const { profile, experience, skills, projects, contact } = result.content;
    expect(experience.roles).toEqual([]);
    expect(experience.internships[0]).toMatchObject({
      period: 'Jan 2024 – Present',
      location: 'Stuttgart, Germany',
      type: 'Bachelor Thesis Internship',
    });
    expect(todo(result, 'experience', '/internships/0/period')).toBe('startDate 2024 has no month: January assumed — check the period');
    for (const pointer of ['/phone', '/headline', '/bio', '/profiles/github', '/profiles/linkedin', '/stats'])
      expect(todo(result, 'profile', pointer), pointer).toBeDefined();
    expect(todo(result, 'site', '/url')).toMatch(/^no basics\.url/);
    expect(skills.categories).toHaveLength(1);
    expect(projects.projects).toEqual([]);
    expect(contact.methods.map((m) => m.label)).toEqual(['Email']);
    expect(profile.stats).toEqual([{ label: 'Years Experience', value: '1+' }]);
    expect(result.unmapped).toEqual([]);
  });

  it('reads 1.3 shapes: object work locations, issuers, standard project types, missing keywords, repeated titles', () => {
    const result = importJsonResume(load('v1.3-data-analyst.json'), { today });
    const { experience, education, certifications, projects, profile } = result.content;
    expect(experience.roles[0]).toMatchObject({ location: 'Lagos, Nigeria', technologies: ['Python', 'Power BI', 'SQL', 'OCR'] });
    expect(todo(result, 'experience', '/roles/0/technologies')).toBeUndefined();
    expect(experience.internships[0]).toMatchObject({ type: 'Master Thesis Internship', location: 'Remote', period: 'Mar 2022 – Sep 2022' });
    expect(education.education[0]).toMatchObject({ title: 'Master of Science in Statistics', location: 'Lagos, Nigeria', period: '2020 – 2022' });
    expect(todo(result, 'education', '/education/0/location')).toBeUndefined();
    expect(certifications.certifications.map((c) => c.title)).toEqual([
      'Google Data Analytics',
      'Microsoft Certified: Power BI Data Analyst Associate',
      'Certified ScrumMaster - Scrum Alliance',
    ]);
    expect(todo(result, 'certifications', '/certifications/1/link')).toMatch(/^no url/);
    expect(projects.projects.map((p) => [p.title, p.type])).toEqual([
      ['Invoice Reader', 'AI Automation'],
      ['Port Dashboard', 'Web Application'],
      ['Invoice Reader (3)', 'Web Application'],
    ]);
    expect(todo(result, 'projects', '/projects/2/type')).toBeUndefined();
    expect(projects.projects[1]?.skills).toEqual(['PostgreSQL']);
    expect(todo(result, 'projects', '/projects/2/title')).toMatch(/title of an earlier project/);
    expect(profile.stats).toEqual([
      { label: 'Years Experience', value: '3+' },
      { label: 'Projects Completed', value: '3' },
    ]);
    expect(result.version).toBe('1.3.0');
  });

  it('refuses what is not a JSON Resume document, saying so', () => {
    expect(() => importJsonResume([1, 2])).toThrow(JsonResumeError);
    expect(() => importJsonResume({ name: 'x' })).toThrow(
      'This does not look like a JSON Resume document: it has none of the sections basics, work, education, skills or projects.',
    );
  });
});
