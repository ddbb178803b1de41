/** The site's pages, by the id the router gives them and the prerendered HTML carries. */
import type { ComponentType } from 'react';
import { NotFoundPage } from '../sections/not-found/not-found-page.tsx';
import { HomePage } from './home-page.tsx';

export interface PageProps {
  /** The project whose dialog the page opens with (its slug), on a project page. */
  project?: string;
}

export const pages = { home: HomePage, project: HomePage, 'not-found': NotFoundPage } as const satisfies Record<string, ComponentType<PageProps>>;

export type PageId = keyof typeof pages;
