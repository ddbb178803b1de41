/**
 * The site as a whole, for the page being prerendered: the languages it is published in, each
 * language's content and the content's responsive images. The build checks the content once and
 * hands the result to the renderer (src/app/entry-server.tsx), which provides it here. Static
 * sections read it; islands never do: they get what they need as props.
 */
import { createContext, use, type ReactNode } from 'react';
import type { PostHeading } from '../lib/post-outline.ts';
import type { GithubFactsTable } from '../lib/github-facts.ts';
import type { ResponsiveImage } from '../lib/responsive-image.ts';
import type { Look } from '../theme/look.ts';
import type { PageContent } from './page-content.tsx';

export interface SiteData {
  /** The languages the site is published in, the default first. */
  languages: readonly string[];
  /** Each language's content: the default language's files with that language's translations laid over them. */
  localized: Readonly<Record<string, PageContent>>;
  /** The markup data of each raster image of the content, by `slot:src` (see lib/responsive-image.ts). */
  images: Readonly<Record<string, ResponsiveImage>>;
  /** Each language's look: the owner's colours, corners and scheme, and the fonts cut to that language's characters. */
  looks: Readonly<Record<string, Look>>;
  /** Each post's body as HTML, rendered and sanitised by the build (scripts/posts/), by postKey(language, slug). */
  postHtml: Readonly<Record<string, string>>;
  /** Each post's h2 and h3 headings, for its table of contents, by the same key. */
  postOutlines: Readonly<Record<string, readonly PostHeading[]>>;
  /** The projects' facts from GitHub, fetched by the build (scripts/github/), by repository: a visitor's browser never asks GitHub. */
  githubFacts: GithubFactsTable;
}

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext value={value}>{children}</SiteDataContext>;
}

export function useSiteData(): SiteData {
  const value = use(SiteDataContext);
  if (!value) throw new Error('useSiteData: render inside a SiteDataProvider (entry-server.tsx gives one to every page).');
  return value;
}
