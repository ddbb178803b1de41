import { describe, expect, it } from 'vitest';
import type { CvContent } from './cv-content.ts';
import { sampleCv } from '../../test/support/sample-site.ts';
import { resumeJsonPath, splitDegree, toJsonResume } from './to-json-resume.ts';
import { validateJsonResume } from '../../test/support/validate-json-resume.ts';
import { required } from '../../test/support/required.ts';

const en = sampleCv('en');
const fr = sampleCv('fr');
const lastModified = new Date('2025-03-04T05:06:07Z');

describe('toJsonResume', () => {
  it('is valid against the official JSON Resume schema, in both languages', () => {
    for (const cv of [en, fr]) {
      const result = validateJsonResume(toJsonResume(cv, { lastModified }));
      expect(result.errors).toEqual([]);
      expect(result.ok).toBe(true);
    }
  });

  it('maps basics: site address, split location, GitHub and LinkedIn profiles', () => {
    const { basics } = toJsonResume(en, { lastModified });
    expect(basics).toMatchObject({
      name: en.profile.name,
      label: en.profile.headline,
      email: en.profile.email,
      phone: en.profile.phone,
      url: en.site.url,
      // The About text when there is one: the longer, more personal of the two.
      summary: [en.profile.about ?? en.profile.bio].flat().join('\n\n'),
    });
    expect(basics.location).toEqual({ city: 'Lyon', countryCode: 'FR' });
    expect(basics.profiles).toEqual([
      { network: 'GitHub', username: 'example-sam-rivera', url: en.profile.profiles.github },
      { network: 'LinkedIn', username: 'example-sam-rivera', url: en.profile.profiles.linkedin },
    ]);
    expect(basics.image).toBeUndefined();
  });

  it('maps roles then internships with ISO dates, an open end having no endDate', () => {
    const { work, meta } = toJsonResume(en, { lastModified });
    expect(work.map((w) => w.name)).toEqual([...en.experience.roles, ...en.experience.internships].map((e) => e.company));
    expect(work[0]).toMatchObject({
      position: en.experience.roles[0]?.position,
      startDate: '2025-01',
      highlights: en.experience.roles[0]?.achievements,
    });
    expect(work[0]).not.toHaveProperty('endDate');
    expect(work[1]).toMatchObject({ startDate: '2023-09', endDate: '2024-01' });
    expect(meta.portfolio.work.map((w) => w.kind)).toEqual(['role', 'role', 'role', 'internship', 'internship']);
    expect(meta.portfolio.work[3]).toMatchObject({ type: 'Master Thesis Internship', technologies: en.experience.internships[0]?.technologies });
  });

  it('maps education, certificates, skills and projects', () => {
    const doc = toJsonResume(en, { lastModified });
    expect(doc.education[0]).toEqual({
      institution: 'Université Claude Bernard Lyon 1',
      studyType: "Master's Degree",
      area: 'Computer Science — Software Engineering',
      startDate: '2022',
      endDate: '2024',
    });
    expect(doc.certificates[0]).toEqual({ name: en.certifications[0]?.title, url: en.certifications[0]?.link });
    expect(doc.skills[0]).toEqual({ name: en.skills.categories[0]?.title, keywords: en.skills.categories[0]?.skills });
    // The live site when there is one, else the code.
    expect(doc.projects[0]).toMatchObject({
      name: 'GymFlow Client Manager',
      url: 'https://gymflow.example.com',
      type: 'Web Application',
      keywords: en.projects[0]?.skills,
    });
    expect(doc.projects[2]?.url).toBe('https://github.com/example-sam-rivera/leaddesk');
    expect(doc.projects[5]).not.toHaveProperty('url');
    expect(doc.meta.portfolio.projects[0]).toEqual({ type: 'Web Application', images: en.projects[0]?.images, links: en.projects[0]?.links });
    expect(doc.meta.portfolio.skills[0]).toEqual({ icon: 'code' });
  });

  it('fills meta: canonical address per language, version, lastModified, and our fields', () => {
    const twoLanguages = (cv: CvContent): CvContent => ({ ...cv, site: { ...cv.site, languages: ['en', 'fr'] } });
    expect(toJsonResume(twoLanguages(en), { lastModified }).meta).toMatchObject({
      canonical: 'https://sam-rivera.example.com/resume.json',
      version: 'v1.0.0',
      lastModified: '2025-03-04T05:06:07',
    });
    expect(toJsonResume(twoLanguages(fr), { lastModified }).meta.canonical).toBe('https://sam-rivera.example.com/fr/resume.json');
    expect(resumeJsonPath(twoLanguages(fr))).toBe('fr/resume.json');
    const { portfolio } = toJsonResume(en, { lastModified }).meta;
    expect(portfolio).toMatchObject({
      generator: 'yaml-portfolio',
      lang: 'en',
      contact: en.contact,
      profile: { stats: en.profile.stats },
    });
  });

  it('exports the optional fields: about paragraphs as the summary, the photo as an absolute URL, ids and slugs under meta', () => {
    const cv: CvContent = {
      ...en,
      site: { ...en.site, url: 'https://me.github.io/portfolio/' },
      profile: { ...en.profile, about: ['First paragraph.', 'Second paragraph.'], photo: '/images/me.jpg', photoAlt: 'Sam smiling' },
      projects: [{ ...required(en.projects[0], 'projects'), slug: 'gymflow' }],
      education: [{ ...required(en.education[0], 'education'), id: 'master' }],
      leads: { skills: 'What I use.' },
    };
    const doc = toJsonResume(cv, { lastModified });
    expect(validateJsonResume(doc).ok).toBe(true);
    expect(doc.basics.summary).toBe('First paragraph.\n\nSecond paragraph.');
    expect(doc.basics.image).toBe('https://me.github.io/portfolio/images/me.jpg');
    expect(doc.meta.canonical).toBe('https://me.github.io/portfolio/resume.json');
    expect(doc.meta.portfolio.profile).toMatchObject({
      bio: en.profile.bio,
      about: ['First paragraph.', 'Second paragraph.'],
      photo: '/images/me.jpg',
      photoAlt: 'Sam smiling',
    });
    expect(doc.meta.portfolio.projects[0]?.slug).toBe('gymflow');
    expect(doc.meta.portfolio.education[0]?.id).toBe('master');
    expect(doc.meta.portfolio.leads).toEqual({ skills: 'What I use.' });
  });
});

describe('validateJsonResume', () => {
  it('reports what breaks the official schema', () => {
    const doc = toJsonResume(en, { lastModified });
    const broken = { ...doc, basics: { ...doc.basics, email: 'not an email' }, work: [{ ...doc.work[0], startDate: 'Sep 2024' }] };
    const result = validateJsonResume(broken);
    expect(result.ok).toBe(false);
    expect(result.errors).toContain('/basics/email must match format "email"');
    expect(result.errors.some((e) => e.startsWith('/work/0/startDate must match pattern'))).toBe(true);
  });
});

describe('splitDegree', () => {
  it('splits on the language’s word for "in"', () => {
    expect(splitDegree('Bachelor in Computer Science', 'en')).toEqual({ studyType: 'Bachelor', area: 'Computer Science' });
    expect(splitDegree('Master en informatique', 'fr')).toEqual({ studyType: 'Master', area: 'informatique' });
    expect(splitDegree('Baccalauréat', 'fr')).toEqual({ studyType: 'Baccalauréat' });
  });
});
