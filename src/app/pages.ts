/** The site's pages, by the id the router gives them and the prerendered HTML carries. */
import type { ComponentType } from 'react';
import type { PageKind } from '../lib/site-paths.ts';
import { NotFoundPage } from '../sections/not-found/not-found-page.tsx';
import { HomePage } from './home-page.tsx';
import type { PageProps } from './page-props.ts';
import { PostRoute, TagRoute, WritingIndex } from './writing-pages.tsx';

export const pages = {
  home: HomePage,
  project: HomePage,
  writing: WritingIndex,
  post: PostRoute,
  tag: TagRoute,
  'not-found': NotFoundPage,
} as const satisfies Record<PageKind, ComponentType<PageProps>>;

export type PageId = keyof typeof pages;
