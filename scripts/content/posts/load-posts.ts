/**
 * The site's posts: content/posts/<slug>.md and their translations, content/<language>/posts/,
 * each checked (front matter, dates, tags, series, and the body's links, images and headings, see
 * body-checks.ts), then listed for each language of the site, newest first. A post not translated
 * into a language is listed there in the language it is written in, and links to its page.
 * Drafts are checked, and published only when asked (the dev server).
 */
import path from 'node:path';
import type { DeepReadonly, Post, ResolvedPost } from '../../../src/content/types.ts';
import { newestFirst, readingMinutes, tagSlug } from '../../../src/lib/posts.ts';
import { checkPublicImage, inSlot } from '../cross-checks.ts';
import type { ImageRef } from '../../images/content-images.ts';
import { IMAGE_SLOTS } from '../../images/image-slots.ts';
import type { FileSink } from '../load-content-file.ts';
import { checkPostBody } from './body-checks.ts';
import type { PostsInput } from './posts-input.ts';
import { checkSeries } from './series-checks.ts';
import { siteAddresses } from './site-addresses.ts';
import { POSTS_DIR, readPosts, type PostFile } from './read-posts.ts';

/** A post's body in one language, as the build renders it. */
export interface PostSource {
  slug: string;
  language: string;
  file: string;
  markdown: string;
  /** The file's line its body starts on. */
  bodyLine: number;
  codeLanguages: string[];
}

export interface LoadedPosts {
  /** Each language's posts, newest first. */
  byLanguage: Map<string, DeepReadonly<ResolvedPost>[]>;
  /** The published bodies, in every language they are written in. */
  sources: PostSource[];
  /** The published posts' raster and vector images (covers and the bodies'), for the image pipeline. */
  images: ImageRef[];
  /** How many posts there are, drafts included (translations not counted). */
  count: number;
}

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

export function loadPosts(input: PostsInput, sink: FileSink): LoadedPosts {
  const { root, contentDir, languages } = input;
  const [first = 'en', ...others] = languages;
  const relative = (full: string) => path.relative(root, full).split(path.sep).join('/');
  const report = (post: PostFile, pointer: string, message: string, hint: string, severity: 'error' | 'warning' = 'error') =>
    sink.problems.push({ file: post.file, at: post.at(pointer), field: pointer.slice(1).replace(/\//g, '.').replace(/\.(\d+)/g, '[$1]'), severity, message, hint });

  const read = readPosts(path.join(contentDir, POSTS_DIR), relative, input.schemas.validate, sink);
  const base = read.filter((post) => post.valid && checkFacts(post, report));
  const bySlug = new Map(read.map((post) => [post.slug, post]));
  const translations = new Map<string, Map<string, PostFile>>();
  // Every translation file, valid or not: a link to it is a link to a page that is there once it is fixed.
  const translated = new Map<string, PostFile[]>();
  for (const language of others) {
    const files = readPosts(path.join(contentDir, language, POSTS_DIR), relative, input.schemas.translation, sink);
    const known = files.filter((post) => {
      if (bySlug.has(post.slug)) return true;
      const hint = `a translation has the name of a post in content/${POSTS_DIR}/: write that one first, or rename this file`;
      sink.problems.push({ file: post.file, at: { line: 1, col: 1 }, field: '', severity: 'error', message: `no post ${post.slug} to translate`, hint });
      return false;
    });
    translated.set(language, known);
    translations.set(language, new Map(known.filter((post) => post.valid).map((post) => [post.slug, post])));
  }
  checkTagNames(base, report);
  checkSeries(base, report);

  const published = base.filter((post) => input.drafts || !post.frontMatter.draft);
  const written = (language: string) => (language === first ? published : published.filter((post) => translated.get(language)?.some((t) => t.slug === post.slug)));
  const addresses = siteAddresses(input, published, written, base);
  const sources: PostSource[] = [];
  const images: ImageRef[] = [];
  const minutes = new Map<string, number>();
  const imageRef = (post: PostFile, src: string, at: { line: number; col: number }): ImageRef => ({ slot: 'post', src, name: post.file, pointer: '', located: { file: post.file, at } });
  for (const post of base) {
    const { cover } = post.frontMatter;
    if (cover === undefined) continue;
    let found = true;
    checkPublicImage(input.publicDir, cover, inSlot(IMAGE_SLOTS.post), (message, hint, severity) => {
      found &&= severity !== 'error';
      report(post, '/cover', message, hint ?? '', severity);
    });
    if (found && published.includes(post)) images.push(imageRef(post, cover, post.at('/cover')));
  }
  const check = (post: PostFile, language: string) => {
    const body = checkPostBody(post.body, post.bodyLine, addresses);
    for (const { at, ...finding } of body.findings) sink.problems.push({ file: post.file, at, field: '', ...finding });
    minutes.set(`${language}/${post.slug}`, readingMinutes(body.text));
    const isPublished = post.valid && published.includes(bySlug.get(post.slug) ?? post);
    if (!isPublished) return;
    sources.push({ slug: post.slug, language, file: post.file, markdown: post.body, bodyLine: post.bodyLine, codeLanguages: body.codeLanguages });
    images.push(...body.images.map(({ src, at }) => imageRef(post, src, at)));
  };
  for (const post of read) check(post, first);
  for (const [language, posts] of translated) for (const post of posts) check(post, language);

  const byLanguage = new Map(
    languages.map((language) => {
      const posts = published.map((post): DeepReadonly<ResolvedPost> => {
        const translation = translations.get(language)?.get(post.slug);
        const written = translation ? language : first;
        const { tags = [], series, ...front } = post.frontMatter as Post;
        const { series: translatedSeries, ...translatedFront } = translation?.frontMatter ?? {};
        return {
          ...front,
          ...translatedFront,
          // Told apart by the default language's name, shown in the page's.
          ...(series ? { series: { label: translatedSeries ?? series, slug: tagSlug(series) } } : {}),
          slug: post.slug,
          language: written,
          languages: [first, ...others.filter((other) => translations.get(other)?.has(post.slug))],
          tags: tags.map((label) => ({ label, slug: tagSlug(label) })),
          readingMinutes: minutes.get(`${written}/${post.slug}`) ?? 1,
        };
      });
      return [language, newestFirst(posts)];
    }),
  );
  return { byLanguage, sources, images, count: base.length };
}

/** Dates that are days of the calendar, updated after published, tags that make an address. */
function checkFacts(post: PostFile, report: (post: PostFile, pointer: string, message: string, hint: string) => void): boolean {
  const { date, updated, tags = [] } = post.frontMatter;
  let ok = true;
  for (const [field, value] of [
    ['date', date],
    ['updated', updated],
  ] as const) {
    if (value !== undefined && !isCalendarDate(value)) {
      report(post, `/${field}`, `${value} is not a day of the calendar`, 'check the month and the day: year-month-day, for example 2026-03-14');
      ok = false;
    }
  }
  if (ok && date && updated && updated < date) report(post, '/updated', `updated (${updated}) is before the date it was published (${date})`, 'swap them, or fix the year');
  tags.forEach((tag, i) => {
    if (!tagSlug(tag)) report(post, `/tags/${i}`, `the tag ${tag} has no letter or digit for its address`, 'write it with at least one letter or digit');
  });
  return ok;
}

/** One name per tag: `TypeScript` here and `Typescript` there would be one page named two ways. */
function checkTagNames(posts: readonly PostFile[], report: (post: PostFile, pointer: string, message: string, hint: string, severity: 'warning') => void) {
  const names = new Map<string, { label: string; file: string }>();
  for (const post of posts) {
    (post.frontMatter.tags ?? []).forEach((label, i) => {
      const slug = tagSlug(label);
      const seen = names.get(slug);
      if (!seen) names.set(slug, { label, file: post.file });
      else if (seen.label !== label) report(post, `/tags/${i}`, `the tag ${label} is written ${seen.label} in ${seen.file}`, `write it the same way in every post: ${seen.label}`, 'warning');
    });
  }
}
