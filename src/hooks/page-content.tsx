/**
 * The content of the page being prerendered, in the page's language (the default language's
 * files with the page language's translations laid over them). Static sections read it here;
 * islands never do: they get what they need as props.
 */
import { createContext, use, type ReactNode } from 'react';
import type { DeepReadonly, ResolvedContent } from '../content/types.ts';

export type PageContent = DeepReadonly<ResolvedContent>;

const PageContentContext = createContext<PageContent | null>(null);

export function PageContentProvider({ value, children }: { value: PageContent; children: ReactNode }) {
  return <PageContentContext value={value}>{children}</PageContentContext>;
}

export function usePageContent(): PageContent {
  const value = use(PageContentContext);
  if (!value) throw new Error('usePageContent: render inside a PageContentProvider (entry-server.tsx gives one to every page).');
  return value;
}
