/**
 * The languages a site is published in, from content/site.yaml: `languages` when it is set (the
 * first is the default and must be the site's `language`), otherwise `language` alone.
 */

type Report = (pointer: string, message: string, hint: string) => void;

import { primarySubtag as primary } from '../../src/i18n/ui-languages.ts';

export function siteLanguages(site: unknown, report: Report): string[] {
  const { language, languages } = (typeof site === 'object' && site !== null ? site : {}) as { language?: unknown; languages?: unknown };
  const single = typeof language === 'string' ? [language] : [];
  if (!Array.isArray(languages)) return single;
  // Each once, and only what can name a folder of content/ (the schema reports the rest): a typo must not send the check elsewhere.
  const tags = [...new Set(languages.filter((tag): tag is string => typeof tag === 'string' && /^[a-z]{2,3}$/.test(tag)))];
  const [first] = tags;
  if (first !== undefined && typeof language === 'string' && first !== primary(language)) {
    report('/languages/0', `the first language is the default one, so it must be the site's \`language\` (${language}) (got ${JSON.stringify(first)})`, `write ${primary(language)} first, or change \`language\``);
  }
  // The default page keeps the site's own tag (en-GB); the others are published under /<tag>/.
  return tags.length ? [typeof language === 'string' ? language : (first ?? 'en'), ...tags.slice(1)] : single;
}
