/**
 * CV content → a JSON Resume document (https://jsonresume.org/schema). Every field the standard
 * has goes in its place, the owner's own sections in the JSON Resume section their `resume` names
 * (resume-sections.ts); the rest (types, ids, images, stats, contact methods…) under
 * `meta.portfolio`, which lets `import-json-resume.ts` give back exactly what was exported (the
 * owner's own sections come back field by field, as sections named after their JSON Resume section).
 */
import { parsePeriod, periodToIso } from '../../src/lib/period.ts';
import { primarySubtag } from '../../src/i18n/ui-languages.ts';
import { slugify } from '../../src/lib/slug.ts';
import { asDeclared } from '../content/resolve-categories.ts';
import type { CvContent } from './cv-content.ts';
import type { PortfolioMeta, ResumeDocument, ResumeEducation, ResumeProfile, ResumeWork } from './json-resume-types.ts';
import { splitLocation } from './location.ts';
import { resumeSections } from './resume-sections.ts';

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface ExportOptions {
  /** meta.lastModified; defaults to now. Pass a fixed date for reproducible builds. */
  lastModified?: Date;
}

/** The site's address with a path under it, keeping a base path (https://me.github.io/site + /x). */
export function siteUrl(site: string, pathname: string): string {
  return `${site.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;
}

/** Where this language's resume.json is published: /resume.json, or /fr/resume.json for other languages. */
export function resumeJsonPath(cv: CvContent): string {
  const defaultLang = cv.site.languages?.[0] ?? cv.lang;
  return cv.lang === defaultLang ? 'resume.json' : `${cv.lang}/resume.json`;
}

function username(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
}

function work(entry: CvContent['experience']['roles'][number]): ResumeWork {
  const period = parsePeriod(entry.period);
  return {
    name: entry.company,
    position: entry.position,
    location: entry.location,
    ...(period ? periodToIso(period) : {}),
    highlights: [...entry.achievements],
  };
}

/** The word between a degree and its field: "Master's Degree in Computer Science", "Master en informatique". */
export function degreeJoiner(lang: string): string {
  return ['fr', 'es', 'pt', 'it'].includes(primarySubtag(lang)) ? ' en ' : ' in ';
}

/** "Master's Degree in Computer Science" → studyType "Master's Degree", area "Computer Science". */
export function splitDegree(title: string, lang: string): Pick<ResumeEducation, 'studyType' | 'area'> {
  const joiner = degreeJoiner(lang);
  const at = title.indexOf(joiner);
  return at > 0 ? { studyType: title.slice(0, at), area: title.slice(at + joiner.length) } : { studyType: title };
}

/** `2024-05-01T09:30:00`: the form meta.lastModified asks for (UTC). */
function isoSeconds(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The owner's declared types, for an importer to declare them again. */
function declaredTypes(cv: CvContent): PortfolioMeta['types'] {
  const projects = asDeclared('projects', cv.types.projects, cv.lang);
  const experience = asDeclared('experience', cv.types.experience, cv.lang);
  return projects || experience ? { ...(projects ? { projects } : {}), ...(experience ? { experience } : {}) } : undefined;
}

function portfolioMeta(cv: CvContent): PortfolioMeta {
  const { profile } = cv;
  const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  const work = [...cv.experience.roles.map((e) => ['role', e] as const), ...cv.experience.internships.map((e) => ['internship', e] as const)];
  return {
    generator: 'yaml-portfolio',
    lang: cv.lang,
    site: { title: cv.site.title, description: cv.site.description, ...optional('languages', cv.site.languages && [...cv.site.languages]) },
    profile: {
      location: profile.location,
      bio: profile.bio,
      ...optional('about', typeof profile.about === 'string' ? profile.about : profile.about && [...profile.about]),
      ...optional('photo', profile.photo),
      ...optional('photoAlt', profile.photoAlt),
      ...optional('resume', profile.resume && { ...profile.resume }),
      stats: profile.stats.map((s) => ({ ...s })),
    },
    ...optional('contact', cv.contact && { lead: cv.contact.lead, methods: cv.contact.methods.map((m) => ({ ...m })) }),
    ...optional('leads', cv.leads && { ...cv.leads }),
    work: work.map(([kind, e]) => ({ kind, type: e.type, location: e.location, technologies: [...e.technologies], ...optional('id', e.id) })),
    education: cv.education.map((e) => ({ title: e.title, period: e.period, location: e.location, ...optional('id', e.id) })),
    certificates: cv.certifications.map((c) => optional('id', c.id)),
    skills: cv.skills.categories.map((c) => ({ icon: c.icon, ...optional('id', c.id) })),
    ...optional('types', declaredTypes(cv)),
    ...optional('icons', cv.skills.icons && { ...cv.skills.icons }),
    projects: cv.projects.map((p) => ({
      type: p.type,
      images: [...p.images],
      ...optional('links', p.links && { ...p.links }),
      // Only a slug the title would not give back (the owner's own, or a translated project's).
      ...optional('slug', p.slug !== undefined && p.slug !== slugify(p.title) ? p.slug : undefined),
    })),
  };
}

export function toJsonResume(cv: CvContent, options: ExportOptions = {}): ResumeDocument {
  const { profile, site } = cv;
  const profiles: ResumeProfile[] = [
    { network: 'GitHub', username: username(profile.profiles.github), url: profile.profiles.github },
    { network: 'LinkedIn', username: username(profile.profiles.linkedin), url: profile.profiles.linkedin },
  ];
  const about = profile.about === undefined ? undefined : typeof profile.about === 'string' ? profile.about : profile.about.join('\n\n');
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: profile.name,
      label: profile.headline,
      ...(profile.photo ? { image: siteUrl(site.url, profile.photo) } : {}),
      email: profile.email,
      phone: profile.phone,
      // This language's pages: the site's address, or its /fr/ for French.
      url: resumeJsonPath(cv) === 'resume.json' ? site.url : siteUrl(site.url, `${cv.lang}/`),
      summary: about ?? profile.bio,
      location: splitLocation(profile.location, cv.lang),
      profiles,
    },
    work: [...cv.experience.roles, ...cv.experience.internships].map(work),
    education: cv.education.map((e) => {
      const period = parsePeriod(e.period);
      return { institution: e.school, ...splitDegree(e.title, cv.lang), ...(period ? periodToIso(period) : {}) };
    }),
    certificates: cv.certifications.map((c) => ({ name: c.title, url: c.link })),
    skills: cv.skills.categories.map((c) => ({ name: c.title, keywords: [...c.skills] })),
    projects: cv.projects.map((p) => ({
      name: p.title,
      description: p.description,
      keywords: [...p.skills],
      ...(p.links?.live || p.links?.github ? { url: p.links.live ?? p.links.github } : {}),
      type: p.type,
    })),
    ...resumeSections(cv),
    meta: {
      canonical: siteUrl(site.url, resumeJsonPath(cv)),
      version: 'v1.0.0',
      lastModified: isoSeconds(options.lastModified ?? new Date()),
      portfolio: portfolioMeta(cv),
    },
  };
}
