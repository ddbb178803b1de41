/**
 * site.yaml and contact.yaml for an imported resume: what JSON Resume has no place for (the page
 * title and description, the contact form's keys and buttons) comes from our meta, or is written
 * from the basics and marked TODO; the page's sections list the imported sections of the owner's own.
 */
import type { Contact, Site } from '../../src/content/types.ts';
import { BUILT_IN_SECTIONS } from '../../src/lib/page-sections.ts';
import type { ImportContext } from './import-context.ts';

export type SiteFile = Site;

export interface SiteFacts {
  name: string;
  headline: string;
  summary?: string;
  url: string;
  lang: string;
  year: number;
}

export function importSite(meta: ImportContext['meta'], p: SiteFacts, ctx: ImportContext): SiteFile {
  const language = meta?.lang ?? p.lang;
  // A JSON Resume document is one language's text: the site comes back in that language alone.
  const others = (meta?.site?.languages ?? []).filter((tag) => tag !== language);
  if (others.length) {
    ctx.notes.push(
      `The site was published in ${[language, ...others].join(', ')}; this document holds the ${language} text only. ` +
        `To publish ${others.join(', ')} again, translate in content/<language>/ and add \`languages: [${[language, ...others].join(', ')}]\` to content/site.yaml.`,
    );
  }
  const firstSentence = p.summary?.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? p.summary;
  if (!meta?.site?.description) ctx.todo('site', '/description', 'written from your name and summary: this is what search engines show');
  ctx.todo('site', '/emailjs', 'add your EmailJS keys so the contact form can send (README → Contact form)');
  return {
    title: meta?.site?.title ?? `${p.name} — ${p.headline}`,
    description: meta?.site?.description ?? [`${p.name}, ${p.headline}.`, firstSentence].filter(Boolean).join(' '),
    url: p.url,
    language,
    copyrightYear: p.year,
    emailjs: {},
  };
}

/** The site with the imported sections of the owner's own on its page: after the built-in ones, before Contact, which ends a page. */
export function withSections(site: SiteFile, ids: readonly string[]): SiteFile {
  if (!ids.length) return site;
  const { emailjs, ...settings } = site;
  const sections = [...BUILT_IN_SECTIONS.filter((id) => id !== 'contact'), ...ids, 'contact'];
  return { ...settings, sections, emailjs };
}

export function defaultContact(phone: boolean, linkedin: boolean, ctx: ImportContext): Contact {
  ctx.todo('contact', '/lead', 'a default sentence: say it your way');
  const methods: Contact['methods'] = [{ label: 'Email', color: '#b3261e' }];
  if (phone) methods.push({ label: 'Phone', color: '#1d6b3a' });
  if (linkedin) methods.push({ label: 'LinkedIn', color: '#0a66c2' });
  return { lead: 'Have a project or a role in mind? Send a message — I usually answer within a day.', methods };
}
