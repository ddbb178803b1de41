import { describe, expect, it } from 'vitest';
import { sampleSite } from '../../test/support/sample-site.ts';
import type { Site } from '../site/site.ts';
import { cvFiles } from './cv-files.ts';

const files = (site: Site) => cvFiles(site).map(({ lang, json, pdf }) => ({ lang, json, pdf }));

describe('cvFiles', () => {
  it('publishes resume.json in each site language and both CVs the Resume menu offers, each from its language’s content', async () => {
    const site = await sampleSite();
    expect(files(site)).toEqual([
      { lang: 'en', json: '/resume.json', pdf: '/cv/sam-rivera-en.pdf' },
      { lang: 'fr', json: '/fr/resume.json', pdf: '/cv/sam-rivera-fr.pdf' },
    ]);
    const french = cvFiles(site).find((cv) => cv.lang === 'fr');
    expect(french?.cv.profile.headline).toBe(site.localized.get('fr')?.profile.headline);
    expect(french?.cv.site.languages).toEqual(['en', 'fr']);
  });

  it('makes no PDF for a language whose CV the owner links, and one English CV for a regional English site', async () => {
    const site = await sampleSite();
    const own = { ...site, content: { ...site.content, profile: { ...site.content.profile, resume: { fr: 'https://example.com/mon-cv.pdf' } } } };
    expect(files(own).map((f) => f.pdf)).toEqual(['/cv/sam-rivera-en.pdf', undefined]);
    const english = site.localized.get('en');
    if (!english) throw new Error('no English content');
    const british: Site = { ...site, languages: ['en-GB'], localized: new Map([['en-GB', english]]) };
    expect(files(british)).toEqual([
      { lang: 'en-GB', json: '/resume.json', pdf: '/cv/sam-rivera-en.pdf' },
      { lang: 'fr', json: undefined, pdf: '/cv/sam-rivera-fr.pdf' },
    ]);
  });
});
