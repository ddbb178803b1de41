/** The site's pages, by the id the router gives them and the prerendered HTML carries. */
import { NotFoundPage } from '../sections/not-found/not-found-page';
import { HomePage } from './home-page';

export const pages = { home: HomePage, 'not-found': NotFoundPage } as const;

export type PageId = keyof typeof pages;

export function isPageId(value: string | undefined): value is PageId {
  return value !== undefined && value in pages;
}
