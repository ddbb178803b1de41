/**
 * Fills in what content may leave out, so the site never works it out twice: every project gets
 * its slug (its own, or one made from its title), the site its order of sections (its own, or
 * the built-in page's), every declared category its key, and a file that declares no categories
 * today's, in the page's language (resolve-categories.ts). The site passed along carries the
 * result, typed by the resolved types below, derived from the schema's own.
 */
import type { Content, DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { sectionsOf } from '../../src/lib/page-sections.ts';
import { uiLanguage } from '../../src/i18n/ui-languages.ts';
import { projectSlug } from '../../src/lib/slug.ts';
import { keyCategories, resolveCategories } from './resolve-categories.ts';

/** Where the owner's sections (content/sections/<id>.yaml) are in the content, by id. */
export const CUSTOM_SECTIONS = 'customSections';

/** Appended to the generated types.ts. */
export const RESOLVED_TYPES = [
  '/** A category (a project type, a kind of engagement) as the site names it: by its key, its own or made from its label. */',
  'export type ResolvedCategory = Required<Category>;',
  '/** A project as the site publishes it: with its slug, its own or made from its title. */',
  "export type ResolvedProject = Project & Required<Pick<Project, 'slug'>>;",
  '/** The projects with their types: the declared ones, or today\'s in the page\'s language. */',
  "export type ResolvedProjects = Omit<Projects, 'projects' | 'types'> & { projects: ResolvedProject[]; types: ResolvedCategory[] };",
  '/** The experience with its kinds of engagement: the declared ones, or today\'s in the page\'s language. */',
  "export type ResolvedExperience = Omit<Experience, 'types'> & { types: ResolvedCategory[] };",
  '/** The site as published: with its sections in order, its own or the built-in ones. */',
  "export type ResolvedSite = Site & Required<Pick<Site, 'sections'>>;",
  '/** A section of the owner\'s own (content/sections/<id>.yaml), of one of its kinds. */',
  'export type CustomSection = ListSection | CardsSection | TextSection;',
  "import type { InterfaceTexts } from '../i18n/text-overrides.ts';",
  '/** A tag of posts: its words, and its address (`/writing/tags/<slug>/`). */',
  'export interface PostTag { label: string; slug: string }',
  '/** A post as a language of the site lists it (content/posts/<slug>.md, translated by content/<language>/posts/<slug>.md); its body is rendered by the build (scripts/posts/). */',
  '/** A series of posts: its name in the page\'s language, and how it is told apart (from the default language\'s name). */',
  'export interface PostSeries { label: string; slug: string }',
  "export type ResolvedPost = Omit<Post, 'tags' | 'series'> & {",
  '  /** Its address: /writing/<slug>/. */',
  '  slug: string;',
  "  /** The language it is written in: the page's, or the default language's when it is not translated. */",
  '  language: string;',
  '  /** Every language it is written in, the default first. */',
  '  languages: string[];',
  '  tags: PostTag[];',
  '  series?: PostSeries;',
  '  /** Minutes to read its body. */',
  '  readingMinutes: number;',
  '};',
  '/** The whole content of one language, as the page renders it, with its interface words (content/ui.yaml) and its posts, newest first. */',
  `export type ResolvedContent = Omit<Content, 'projects' | 'experience' | 'site' | '${CUSTOM_SECTIONS}'> & { projects: ResolvedProjects; experience: ResolvedExperience; site: ResolvedSite; ${CUSTOM_SECTIONS}: { [id: string]: CustomSection }; ui: InterfaceTexts; posts: ResolvedPost[] };`,
].join('\n');

interface ProjectsData {
  projects: { title: string; slug?: string }[];
}

/**
 * The content file's data with the keys it may leave out filled in (a copy; the input is not
 * changed): what translations are matched by, so it is done before one is laid over.
 */
export function resolveContent(name: string, data: unknown): unknown {
  if (name === 'site') {
    const site = data as { sections?: string[] };
    return { ...site, sections: [...sectionsOf(site)] };
  }
  const keyed = keyCategories(name, data);
  if (name !== 'projects') return keyed;
  const file = keyed as ProjectsData;
  return { ...file, projects: file.projects.map((project) => ({ ...project, slug: projectSlug(project) })) };
}

/** One language's files, keyed (and translated), with what they leave to that language filled in. */
export function resolveLanguage(files: ReadonlyMap<string, unknown>, language: string): Map<string, unknown> {
  return new Map([...files].map(([name, value]) => [name, resolveCategories(name, value, language)]));
}

/** A language's files with the Writing section left off the page when no post is published: it has nothing to show. */
export function withoutEmptyWriting(files: Map<string, unknown>, hasPosts: boolean): Map<string, unknown> {
  const site = files.get('site') as { sections: readonly string[] } | undefined;
  if (hasPosts || !site) return files;
  return new Map(files).set('site', { ...site, sections: site.sections.filter((id) => id !== 'writing') });
}

/**
 * The default language's content as written, as a page or CV in `language` shows it: for a CV in
 * a language the site is not published in, whose types are named in the CV's language.
 */
export function resolveWritten(content: DeepReadonly<Content>, language: string): DeepReadonly<ResolvedContent> {
  const keyed = new Map(Object.entries(content).map(([name, value]) => [name, resolveContent(name, value)]));
  // Content is checked, and resolving adds exactly what ResolvedContent adds to it.
  // Not a language of the site: the bundled words of the CV's language, without the owner's.
  keyed.set('ui', { language: uiLanguage(language), overrides: {} });
  // A CV lists no posts.
  keyed.set('posts', []);
  return Object.fromEntries(resolveLanguage(keyed, language)) as unknown as DeepReadonly<ResolvedContent>;
}
