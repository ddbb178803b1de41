/** The writing pages (`/writing/`, a post, a tag), each in the site's chrome, with the navigation leading home. */
import type { ReactNode } from 'react';
import { usePageContent } from '../hooks/page-content.tsx';
import { useSiteData } from '../hooks/site-data.tsx';
import { usePageLanguage } from '../i18n/page-language.tsx';
import { postPath, tagPath, writingPath } from '../lib/site-paths.ts';
import { PostPage } from '../sections/writing/post-page.tsx';
import { TagPage } from '../sections/writing/tag-page.tsx';
import { WritingPage } from '../sections/writing/writing-page.tsx';
import { writingNav } from './nav-props.ts';
import type { PageProps } from './page-props.ts';
import { SiteChrome } from './site-chrome.tsx';

interface WritingChromeProps {
  path: string;
  pageLanguages?: readonly string[];
  /** Whether the search indexes the page: a post, not a list of them (each post is found as itself). */
  indexed?: boolean;
  children: ReactNode;
}

function WritingChrome({ path, pageLanguages, indexed = false, children }: WritingChromeProps) {
  const content = usePageContent();
  const { languages } = useSiteData();
  const { tag, base, dictionary } = usePageLanguage();
  return (
    <SiteChrome nav={writingNav({ content, languages, tag, base, path, pageLanguages }, dictionary)} indexed={indexed}>
      {children}
    </SiteChrome>
  );
}

export function WritingIndex() {
  const { base } = usePageLanguage();
  return (
    <WritingChrome path={writingPath(base)}>
      <WritingPage />
    </WritingChrome>
  );
}

export function PostRoute({ post: slug }: PageProps) {
  const { posts } = usePageContent();
  const { base } = usePageLanguage();
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug ?? ''} in the page's language`);
  return (
    <WritingChrome path={postPath(post.slug, base)} pageLanguages={post.languages} indexed>
      <PostPage post={post} />
    </WritingChrome>
  );
}

export function TagRoute({ tag = '' }: PageProps) {
  const { base } = usePageLanguage();
  return (
    <WritingChrome path={tagPath(tag, base)}>
      <TagPage tag={tag} />
    </WritingChrome>
  );
}
