/**
 * JSON Resume `basics` → profile.yaml (and, through import-site.ts, site.yaml and contact.yaml).
 * Values the site requires but the document lacks (a phone, a GitHub profile, CV links…) are
 * placeholders marked TODO.
 */
import { RESUME_KEYS_BEFORE_0_2 } from '../migrations/releases/0.2.0-resume-by-language.ts';
import type { Contact, Profile } from '../../src/content/types.ts';
import { isJson, text, entries, type ImportContext, type Json } from './import-context.ts';
import { joinLocation } from './location.ts';
import { defaultContact, importSite, type SiteFile } from './import-site.ts';

/** profile.yaml as the import writes it. */
export type ProfileFile = Profile;

const PHONE = /^\+?[0-9][0-9 ().-]{5,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An https:// link, upgrading http:// (with a TODO); undefined when it is not a web address. */
export function httpsUrl(
  url: string | undefined,
  ctx: ImportContext,
  file: Parameters<ImportContext['todo']>[0],
  pointer: string,
): string | undefined {
  if (!url) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  if (/^https:\/\//i.test(withScheme)) return withScheme;
  if (!/^http:\/\//i.test(withScheme)) return undefined;
  ctx.todo(file, pointer, `was ${url}; the site only links https:// addresses, check this one answers`);
  return withScheme.replace(/^http:/i, 'https:');
}

function profileUrl(profiles: Json[], network: RegExp, host: RegExp, base: string, ctx: ImportContext, pointer: string): string | undefined {
  const found = profiles.find((p) => network.test(text(p, 'network') ?? '') || host.test(text(p, 'url') ?? ''));
  if (!found) return undefined;
  const url = text(found, 'url', 'website');
  if (url) return httpsUrl(url, ctx, 'profile', pointer);
  const username = text(found, 'username');
  return username ? `${base}${username}` : undefined;
}

function phoneNumber(raw: string | undefined, ctx: ImportContext): { value: string; real: boolean } {
  if (raw && PHONE.test(raw)) return { value: raw, real: true };
  // "(514) 555-0199" → "514 555-0199": our numbers start with a digit or +.
  const cleaned = raw
    ?.replace(/[^+\d .-]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .-]+/, '')
    .trim();
  if (cleaned && PHONE.test(cleaned)) {
    ctx.todo('profile', '/phone', `was written "${raw}"; check the number`);
    return { value: cleaned, real: true };
  }
  ctx.todo('profile', '/phone', raw ? `"${raw}" is not a phone number: write yours` : 'no phone in basics.phone: write yours');
  return { value: '+1 555 010 0000', real: false };
}

function yearsOfExperience(doc: Json, today: Date): number {
  const starts = entries(doc, 'work')
    .map((w) => Number(text(w, 'startDate')?.slice(0, 4)))
    .filter((y) => y > 1900);
  return starts.length ? Math.max(1, today.getUTCFullYear() - Math.min(...starts)) : 1;
}

export function importProfile(doc: Json, ctx: ImportContext): { profile: ProfileFile; site: SiteFile; contact: Contact } {
  const basics = isJson(doc.basics) ? doc.basics : {};
  const meta = ctx.meta;
  const need = (file: 'profile' | 'site', pointer: string, value: string | undefined, fallback: string, message: string) => {
    if (value !== undefined) return value;
    ctx.todo(file, pointer, message);
    return fallback;
  };
  const name = need('profile', '/name', text(basics, 'name'), 'Your Name', 'no basics.name: write your full name');
  const headline = need(
    'profile',
    '/headline',
    text(basics, 'label'),
    text(entries(doc, 'work')[0], 'position') ?? 'Developer',
    'no basics.label: one line saying what you do',
  );
  const location = need(
    'profile',
    '/location',
    meta?.profile?.location ?? (joinLocation(basics.location, ctx.lang) || undefined),
    'City, Country',
    'no basics.location: your city and country',
  );
  const summary = text(basics, 'summary');
  const bio = need(
    'profile',
    '/bio',
    meta?.profile?.bio ?? summary,
    `${headline} based in ${location}.`,
    'no basics.summary: two or three sentences about you',
  );
  const rawEmail = text(basics, 'email');
  const email = need(
    'profile',
    '/email',
    rawEmail && EMAIL.test(rawEmail) ? rawEmail : undefined,
    'you@example.com',
    rawEmail ? `"${rawEmail}" is not an email address` : 'no basics.email: write your address',
  );
  const phone = phoneNumber(text(basics, 'phone'), ctx);
  const url = need(
    'site',
    '/url',
    httpsUrl(text(basics, 'url', 'website'), ctx, 'site', '/url'),
    'https://example.com',
    'no basics.url: the address your site will be published at',
  );

  const profiles = entries(basics, 'profiles');
  const github = profileUrl(profiles, /github/i, /github\.com/i, 'https://github.com/', ctx, '/profiles/github');
  const linkedin = profileUrl(profiles, /linked ?in/i, /linkedin\.com/i, 'https://www.linkedin.com/in/', ctx, '/profiles/linkedin');
  const others = profiles.map((p) => text(p, 'network') ?? text(p, 'url') ?? '').filter((n) => n && !/github|linked ?in/i.test(n));
  if (others.length) ctx.unplaced(`basics.profiles: ${others.join(', ')}`, others.join());

  const image = text(basics, 'image', 'picture');
  if (image && !meta?.profile?.photo) {
    ctx.unplaced('basics.image', image);
    ctx.notes.push(`Your photo (${image}) was not downloaded: save it under public/images/ and set profile.photo to its path, e.g. /images/me.jpg.`);
  }
  ctx.leftover(basics, ['name', 'label', 'location', 'summary', 'email', 'phone', 'url', 'website', 'profiles', 'image', 'picture'], 'basics');

  // Without links of the owner's own, the Resume menu offers the PDFs the build generates.
  const exported = meta?.profile?.resume;
  const resume = exported && Object.fromEntries(Object.entries(exported).map(([key, link]) => [RESUME_KEYS_BEFORE_0_2[key] ?? key, link]));
  const stats = meta?.profile?.stats ?? [
    { label: 'Years Experience', value: `${yearsOfExperience(doc, ctx.today)}+` },
    ...(entries(doc, 'projects').length ? [{ label: 'Projects Completed', value: String(entries(doc, 'projects').length) }] : []),
  ];
  if (!meta?.profile?.stats) ctx.todo('profile', '/stats', 'counted from your work dates and projects: check the figures');
  if (!github) ctx.todo('profile', '/profiles/github', 'no GitHub profile in basics.profiles: write yours');
  if (!linkedin) ctx.todo('profile', '/profiles/linkedin', 'no LinkedIn profile in basics.profiles: write yours');

  const profile: ProfileFile = {
    name,
    headline,
    bio,
    ...(meta?.profile?.about ? { about: meta.profile.about } : {}),
    location,
    phone: phone.value,
    email,
    ...(meta?.profile?.photo ? { photo: meta.profile.photo } : {}),
    ...(meta?.profile?.photoAlt ? { photoAlt: meta.profile.photoAlt } : {}),
    ...(resume ? { resume } : {}),
    profiles: { github: github ?? 'https://github.com/your-name', linkedin: linkedin ?? 'https://www.linkedin.com/in/your-name' },
    stats,
  };
  const site = importSite(meta, { name, headline, summary, url, lang: ctx.lang, year: ctx.today.getUTCFullYear() }, ctx);
  const contact = meta?.contact?.lead && meta.contact.methods ? (meta.contact as Contact) : defaultContact(phone.real, Boolean(linkedin), ctx);
  return { profile, site, contact };
}
