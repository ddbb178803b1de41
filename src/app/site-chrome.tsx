/**
 * What every page with content has around it: the skip link, the banner (scroll progress and
 * navigation), the main landmark, the footer and back-to-top.
 */
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Island } from '../islands/island.tsx';
import { IndexedMain, useIndexedMarks } from '../hooks/use-search-marks.ts';
import { usePageWords } from '../i18n/page-dictionary.ts';
import { FooterSection } from '../sections/footer/footer-section.tsx';
import backToTopButton from '../sections/navigation/back-to-top-button.island.tsx';
import scrollProgressBar from '../sections/navigation/scroll-progress-bar.island.tsx';
import siteNav, { type SiteNav } from '../sections/navigation/site-nav.island.tsx';
import { SkipLink } from './skip-link.tsx';

interface SiteChromeProps {
  /** The navigation's props. */
  nav: ComponentProps<typeof SiteNav>;
  /** Whether the search indexes the page's main (not a list of posts, not the page behind a project's dialog). */
  indexed?: boolean;
  children: ReactNode;
}

export function SiteChrome({ nav, indexed = true, children }: SiteChromeProps) {
  const t = usePageWords();
  const marks = useIndexedMarks(indexed);
  return (
    <>
      <SkipLink data-print="hide" href="#main">
        {t.page.skipToContent}
      </SkipLink>
      {/* The page's banner: the scroll progress and the navigation, one landmark for both. */}
      <Banner>
        <Island of={scrollProgressBar} hydrate="interaction" props={{}} />
        <Island of={siteNav} hydrate="interaction" props={nav} />
      </Banner>
      <main id="main" tabIndex={-1} {...marks}>
        <IndexedMain.Provider value={'data-pagefind-body' in marks}>{children}</IndexedMain.Provider>
      </main>
      <FooterSection />
      <Island of={backToTopButton} hydrate="interaction" props={{}} />
    </>
  );
}

// No box of its own, so the navigation inside stays sticky to the page, not to this element.
const Banner = styled.header`
  display: contents;
`;
