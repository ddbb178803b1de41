import { describe, expect, it } from 'vitest';
import { pageDictionary } from '../../i18n/page-dictionary.ts';
import { sample } from '../../../test/support/sample-site.ts';
import { resumeItems } from './resume-items.ts';

describe('resumeItems', () => {
  it('offers the French and English CVs, as the spec says, on a site in those languages', () => {
    expect(resumeItems(pageDictionary('en'), sample.profile, ['en', 'fr'], 'en').map(({ label, hrefLang }) => `${hrefLang} ${label}`)).toEqual([
      'fr French version',
      'en English version',
    ]);
  });

  it('adds one for each other language of the site, named in the page’s language', () => {
    const items = resumeItems(pageDictionary('fr'), sample.profile, ['en', 'fr', 'nl', 'de-AT'], 'fr');
    expect(items.map(({ label }) => label)).toEqual(['Version française', 'Version anglaise', 'Version en néerlandais', 'Version en allemand']);
    expect(items.map(({ href }) => href.replace(/^.*-/, ''))).toEqual(['fr.pdf', 'en.pdf', 'nl.pdf', 'de.pdf']);
  });
});
