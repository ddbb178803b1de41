/**
 * What a post's links are checked against (body-checks.ts): every page the site will publish, in
 * every language, its generated files, and public/; and what posts need of the other files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cvMenuLanguages, cvPdfHref } from '../../../src/lib/cv-files.ts';
import { tagSlug } from '../../../src/lib/posts.ts';
import { feedPaths, languageBase, postPath, projectPath, tagPath, writingPath } from '../../../src/lib/site-paths.ts';
import { IMAGE_SLOTS } from '../../images/image-slots.ts';
import { checkPublicImage, inSlot } from '../cross-checks.ts';
import type { SiteAddresses } from './body-checks.ts';
import type { PostsInput } from './posts-input.ts';
import type { PostFile } from './read-posts.ts';

/** What posts need of the other files (resolved, or undefined when invalid): the site's address, its project pages, the owner's name. */
export function siteFacts(site: unknown, projects: unknown, profile: unknown): Pick<PostsInput, 'siteUrl' | 'projects' | 'ownerName'> {
  const { url, sections } = (site ?? {}) as { url?: string; sections?: readonly string[] };
  const list = (projects as { projects?: { slug: string }[] } | undefined)?.projects;
  return {
    siteUrl: url ?? 'https://site.invalid/',
    projects: !site || !list ? undefined : sections?.includes('projects') ? list.map((p) => p.slug) : [],
    ownerName: (profile as { name?: string } | undefined)?.name ?? '',
  };
}

/** Every address a post may link to: the site's pages in every language, its generated files, and public/. */
export function siteAddresses(input: PostsInput, published: readonly PostFile[], written: (language: string) => readonly PostFile[], all: readonly PostFile[]): SiteAddresses {
  const [first = 'en'] = input.languages;
  const pages = new Set<string>(['/resume.json', '/sitemap.xml', ...cvMenuLanguages(input.languages).map((lang) => cvPdfHref(input.ownerName, lang))]);
  for (const language of input.languages) {
    const base = languageBase(language, first);
    pages.add(`${base}/`);
    for (const slug of input.projects ?? []) pages.add(projectPath(slug, base));
    if (!published.length) continue;
    pages.add(writingPath(base));
    for (const post of published) for (const tag of post.frontMatter.tags ?? []) pages.add(tagPath(tagSlug(tag), base));
    const own = written(language);
    for (const post of own) pages.add(postPath(post.slug, base));
    if (own.length) Object.values(feedPaths(base)).forEach((feed) => pages.add(feed));
  }
  const drafts = new Set(all.filter((post) => !published.includes(post)).map((post) => postPath(post.slug)));
  return {
    siteUrl: input.siteUrl,
    linksKnown: input.projects !== undefined,
    pages,
    drafts,
    publicFile: (file) => !file.includes('..') && fs.existsSync(path.join(input.publicDir, file)) && fs.statSync(path.join(input.publicDir, file)).isFile(),
    checkImage: (src, say) => checkPublicImage(input.publicDir, src, inSlot(IMAGE_SLOTS.post), say),
  };
}
