/**
 * What a page says about itself in <head>: its language, title, description, canonical address,
 * its versions in the site's other languages (hreflang), share card, and what its JSON-LD
 * describes (the owner's Person, or a project's CreativeWork by that Person), and the image its
 * first screen paints. page-head.ts turns it into the page's <head>.
 */
import type { DeepReadonly, ResolvedContent, ResolvedPost, ResolvedProject } from '../content/types.ts';
import { pageWordsOf } from '../i18n/page-dictionary.ts';
import { feedLinks, type FeedLink } from '../lib/feed-links.ts';
import { categoryLabel } from '../lib/category-label.ts';
import { repositoryFacts, type GithubFactsTable, type RepositoryFacts } from '../lib/github-facts.ts';
import { responsiveFor, type ImageTable, type ResponsiveImage } from '../lib/responsive-image.ts';
import {
  languageBase,
  notFoundPath,
  pageAlternates,
  postCardPath,
  postPath,
  projectCardPath,
  projectPath,
  projectTitle,
  siteCardPath,
  tagPath,
  writingPath,
} from '../lib/site-paths.ts';
import type { PageId } from './pages.ts';

export interface PageMeta {
  /** The page's language tag. */
  language: string;
  /** The prefix of its language's addresses: `''` for the default language, `/fr` for French. */
  base: string;
  /** The page's path: its canonical and og:url. */
  path: string;
  /** `<title>` and og:title. */
  title: string;
  description: string;
  /** The same page in every language of the site (itself included); empty when it has no other. */
  alternates: readonly { language: string; path: string }[];
  /**
   * On the default language's 404 page, the other languages' 404 pages: hosts that know only the
   * root 404.html (GitHub Pages, Vercel) answer every unknown address with it, and it shows the one
   * of the address's folder instead. Empty on every other page.
   */
  otherNotFoundPages: readonly string[];
  /** The share card's path and its alternative text. */
  image: { path: string; alt: string };
  /** The site and owner in the page's language, for the Person its JSON-LD describes. */
  owner: Pick<DeepReadonly<ResolvedContent>, 'site' | 'profile'>;
  /**
   * The image its first screen paints, as the page renders it: on a home page the owner's portrait
   * (the hero's), on a project's page the first image of its open dialog (the portrait is behind
   * it). None on a 404 page, or when there is no such image.
   */
  firstImage?: ResponsiveImage | string;
  /** On a project's page, the project, for its JSON-LD CreativeWork (author: the owner's Person); with its repository's GitHub facts, a SoftwareSourceCode. */
  work?: { name: string; description: string; genre: string; keywords: readonly string[]; sameAs: readonly string[]; repository?: RepositoryFacts };
  /** On a post's page, the post, for its JSON-LD BlogPosting (author: the owner's Person). */
  article?: { headline: string; description: string; datePublished: string; dateModified: string; keywords: readonly string[] };
  /** Whether it opens with the hero (the home page, a project's page): its first paint waits for the hero's end. */
  hero: boolean;
  /** The feeds of the page language's posts, announced as alternates (none when no post is written in it). */
  feeds: readonly FeedLink[];
}

export interface PageMetaInput {
  page: PageId;
  language: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  content: DeepReadonly<ResolvedContent>;
  project?: DeepReadonly<ResolvedProject>;
  /** On a post's page, the post; on a tag's page, the tag's slug. */
  post?: DeepReadonly<ResolvedPost>;
  tag?: string;
  /** The site's responsive images, by `slot:src`: the page's first image is looked up in the slot that renders it. */
  images: ImageTable;
  /** The projects' GitHub facts, by repository (none when the build has none). */
  githubFacts?: GithubFactsTable;
}

/** A project's share card, described in the page's language. */
function cardAlt(language: string, content: DeepReadonly<ResolvedContent>, project: DeepReadonly<ResolvedProject>, owner: string): string {
  return pageWordsOf(content.ui, language).projectsSection.cardAlt(project.title, categoryLabel(content.projects.types, project.type), owner);
}

/** The image a page's first screen paints, in the slot whose markup shows it (hero-portrait.tsx, project-details.tsx). */
function firstImage({ page, content, project, post, images }: PageMetaInput): ResponsiveImage | string | undefined {
  if (page === 'post') return post?.cover ? responsiveFor(images, 'post', post.cover) : undefined;
  if (page === 'not-found' || page === 'writing' || page === 'tag') return undefined;
  if (project) {
    const [first] = project.images;
    return first === undefined ? undefined : responsiveFor(images, 'carousel', first);
  }
  return content.profile.photo ? responsiveFor(images, 'portrait', content.profile.photo) : undefined;
}

/** The same page in each language: `path` given a language's address prefix. */
function alternatesIn(languages: readonly string[], pathIn: (base: string) => string): { language: string; path: string }[] {
  const [defaultLanguage = 'en'] = languages;
  return languages.length < 2 ? [] : languages.map((language) => ({ language, path: pathIn(languageBase(language, defaultLanguage)) }));
}

export function pageMeta(input: PageMetaInput): PageMeta {
  const { page, language, languages, content, project, post, tag, githubFacts = {} } = input;
  const { site, profile } = content;
  const [defaultLanguage = language] = languages;
  const base = languageBase(language, defaultLanguage);
  const otherNotFoundPages =
    page === 'not-found' && language === defaultLanguage ? languages.slice(1).map((other) => notFoundPath(languageBase(other, defaultLanguage))) : [];
  const image = firstImage(input);
  const common = {
    language,
    base,
    otherNotFoundPages,
    owner: { site, profile },
    hero: page === 'home' || page === 'project',
    // Not on a project's page, whose document, dialog and home page behind it, has no byte to spare for its first round trip.
    feeds: page === 'not-found' || page === 'project' ? [] : feedLinks({ title: site.title, base, posts: content.posts }, language),
    ...(image ? { firstImage: image } : {}),
  };
  const siteCard = { path: siteCardPath(base), alt: `${profile.name} — ${profile.headline}` };
  const words = pageWordsOf(content.ui, language).writing;
  if (page === 'writing')
    return {
      ...common,
      path: writingPath(base),
      alternates: alternatesIn(languages, writingPath),
      title: `${words.indexTitle} — ${profile.name}`,
      description: words.indexDescription(profile.name),
      image: siteCard,
    };
  if (page === 'tag' && tag) {
    const label = content.posts.flatMap((p) => p.tags).find((t) => t.slug === tag)?.label ?? tag;
    return {
      ...common,
      path: tagPath(tag, base),
      alternates: alternatesIn(languages, (other) => tagPath(tag, other)),
      title: `${words.tagTitle(label)} — ${profile.name}`,
      description: words.tagDescription(label, profile.name),
      image: siteCard,
    };
  }
  if (page === 'post' && post) {
    const written = languages.filter((other) => post.languages.includes(other));
    return {
      ...common,
      path: postPath(post.slug, base),
      alternates: alternatesIn(written, (other) => postPath(post.slug, other)),
      title: `${post.title} — ${profile.name}`,
      description: post.summary,
      image: { path: postCardPath(post.slug, base), alt: `${post.title} — ${profile.name}` },
      article: {
        headline: post.title,
        description: post.summary,
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        keywords: post.tags.map((t) => t.label),
      },
    };
  }
  const path = project ? projectPath(project.slug, base) : `${base}/`;
  const alternates = page === 'not-found' ? [] : pageAlternates(languages, project?.slug);
  if (!project) {
    return {
      ...common,
      path,
      alternates,
      title: site.title,
      description: site.description,
      image: siteCard,
    };
  }
  return {
    ...common,
    path,
    alternates,
    title: projectTitle(project, profile.name),
    description: project.description,
    image: { path: projectCardPath(project.slug, base), alt: cardAlt(language, content, project, profile.name) },
    work: {
      name: project.title,
      description: project.description,
      genre: categoryLabel(content.projects.types, project.type),
      keywords: project.skills,
      sameAs: [project.links?.live, project.links?.github].filter((link): link is string => Boolean(link)),
      ...repositoryFacts(githubFacts, project),
    },
  };
}
