/**
 * Every text a language's interface can show: its dictionaries' strings, and each of their
 * functions called with sample arguments (for the counts, 1 first, then 2), by path
 * (`toasts.cooldown`). For the dictionaries' own tests and the font subsetting's.
 */
import { dictionaries } from '../i18n/all-dictionaries.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { pageDictionary } from '../i18n/page-dictionary.ts';
import type { PageDictionary } from '../i18n/page-dictionary-shape.ts';
import type { UiLanguage } from '../i18n/ui-languages.ts';

export type Words = Dictionary & PageDictionary;

/** A language's islands' and static page's words, as one object. */
export const wordsOf = (language: UiLanguage): Words => ({ ...dictionaries[language], ...pageDictionary(language) });

/** Each function of the dictionaries, by path, called with sample arguments. */
export function sampleCalls(t: Words): Readonly<Record<string, readonly string[]>> {
  const project = t.projects.types['AI Automation'];
  return {
    'common.newTabLink': [t.common.newTabLink(t.projects.github, 'GymFlow')],
    'common.labelFor': [t.common.labelFor(t.projects.viewDetails, 'GymFlow')],
    'projects.coverAlt': [t.projects.coverAlt('GymFlow')],
    'projects.moreSkills': [t.projects.moreSkills(1), t.projects.moreSkills(2), t.projects.moreSkills(12)],
    'projects.stars': [t.projects.stars(1), t.projects.stars(2), t.projects.stars(1234)],
    'projects.lastPush': [t.projects.lastPush('November 20, 2026')],
    'projects.linkNotCopiedHint': [t.projects.linkNotCopiedHint('https://example.com/projects/gymflow/')],
    'search.found': [t.search.found(1), t.search.found(2), t.search.found(12)],
    'search.noResults': [t.search.noResults('invoice')],
    'carousel.label': [t.carousel.label('GymFlow')],
    'carousel.imageAlt': [t.carousel.imageAlt('GymFlow', 1, 3)],
    'carousel.show': [t.carousel.show(1, 3)],
    'validation.tooLong': (['name', 'email', 'subject', 'message'] as const).map((field) => t.validation.tooLong(field, '5000')),
    'toasts.cooldown': [t.toasts.cooldown(1), t.toasts.cooldown(2), t.toasts.cooldown(30)],
    'sendErrors.notSetUp': [t.sendErrors.notSetUp(['serviceId']), t.sendErrors.notSetUp(['publicKey', 'serviceId', 'templateId'])],
    'sendErrors.tooLarge': [t.sendErrors.tooLarge(63)],
    'sendErrors.timeout': [t.sendErrors.timeout(1), t.sendErrors.timeout(2), t.sendErrors.timeout(15)],
    'sendErrors.refused': [t.sendErrors.refused(''), t.sendErrors.refused('Invalid template')],
    'sendErrors.misconfigured': [t.sendErrors.misconfigured(''), t.sendErrors.misconfigured('The user ID is invalid')],
    'sendErrors.serviceDown': [t.sendErrors.serviceDown(503)],
    'sendErrors.other': [t.sendErrors.other(418, ''), t.sendErrors.other(418, 'I am a teapot')],
    'page.footer': [t.page.footer(2025, 'Sam Rivera')],
    'hero.resumeIn': [t.hero.resumeIn('Nederlands')],
    'skills.skillsOf': [t.skills.skillsOf('Databases')],
    'projectsSection.cardAlt': [t.projectsSection.cardAlt('GymFlow', project, 'Sam Rivera')],
    'cv.documentTitle': [t.cv.documentTitle('Sam Rivera')],
    'writing.indexDescription': [t.writing.indexDescription('Sam Rivera')],
    'writing.tagTitle': [t.writing.tagTitle('TypeScript')],
    'writing.tagDescription': [t.writing.tagDescription('TypeScript', 'Sam Rivera')],
    'writing.readingTime': [t.writing.readingTime(1), t.writing.readingTime(2)],
    'writing.updated': [t.writing.updated('October 2, 2026')],
    'writing.writtenIn': [t.writing.writtenIn('English')],
    'writing.backToReference': [t.writing.backToReference(1)],
    'writing.headingLink': [t.writing.headingLink('Why a schema first')],
    'writing.seriesPart': [t.writing.seriesPart(2, 4, 'Automating invoices')],
    'writing.seriesTitle': [t.writing.seriesTitle('Automating invoices')],
  };
}

/** Every string of a dictionary (by path) and the path of every function. */
export function walk(value: unknown, path = ''): { strings: [string, string][]; functions: string[] } {
  if (typeof value === 'string') return { strings: [[path, value]], functions: [] };
  if (typeof value === 'function') return { strings: [], functions: [path] };
  const found = { strings: [] as [string, string][], functions: [] as string[] };
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const inner = walk(item, path ? `${path}.${key}` : key);
      found.strings.push(...inner.strings);
      found.functions.push(...inner.functions);
    }
  }
  return found;
}

/** Every text of a language's interface: each string, then each sample call's result. */
export function interfaceTexts(language: UiLanguage): string[] {
  const words = wordsOf(language);
  return [...walk(words).strings.map(([, text]) => text), ...Object.values(sampleCalls(words)).flat()];
}
