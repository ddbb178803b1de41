/**
 * The sticky navigation (docs/product-spec.md §2): a floating pill at the top centre from the
 * medium breakpoint; below it the phone menu (phone-menu.tsx), a toggle that opens a dropdown of
 * the same entries. The entry of the section in view is marked with aria-current. On a site with
 * search, its button and shortcuts open the search dialog, whose code loads then (load-search-dialog.ts).
 */
import { Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { defineIsland } from '../../islands/define-island.ts';
import { floatingBar } from '../../components/surfaces.ts';
import { usePageScroll } from '../../hooks/use-page-scroll.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { media } from '../../theme/theme.ts';
import { LanguageLinks, SectionLinks, type NavEntry } from './nav-links.tsx';
import { LazySearchDialog } from './load-search-dialog.ts';
import { PhoneMenu } from './phone-menu.tsx';
import { SearchBoundary } from './search-boundary.tsx';
import { SearchButton } from './search-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useSearchShortcut } from './use-search-shortcut.ts';

interface SiteNavProps {
  /** Initials shown as the home link on phones. */
  initials: string;
  /** The page's sections, in its order, named in its language. */
  sections: readonly NavEntry[];
  /** The site's other languages, for the switcher (none on a single-language site). */
  languages: readonly LanguageChoice[];
  /** The prerendered page's path, where the switcher's links start from. */
  path: string;
  /** On a page other than the home page, the home page's address (`/`, `/fr/`): the sections' links lead there. */
  home?: string;
  /** On a page other than the home page, the entry that is that page (`writing`), marked as the current page. */
  current?: string;
  /** Whether the site has search (site.yaml `search`, src/lib/site-search.ts). */
  search?: boolean;
}

export function SiteNav({ initials, sections, languages, path, home, current, search = false }: SiteNavProps) {
  const { dictionary: t } = usePageLanguage();
  const inView = usePageScroll((s) => s.active);
  const active = current ?? inView;
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => setSearching(true), []);
  const closeSearch = useCallback(() => setSearching(false), []);
  useSearchShortcut(search, openSearch);
  return (
    <Bar data-print="hide">
      <nav aria-label={t.nav.label}>
        <Pill>
          <SectionLinks entries={sections} active={active} home={home} />
          <LanguageLinks languages={languages} path={path} active={active} variant="bar" />
          {search ? <SearchButton onOpen={openSearch} /> : null}
          <ThemeToggle />
        </Pill>
        <PhoneMenu
          initials={initials}
          sections={sections}
          languages={languages}
          path={path}
          active={active}
          home={home}
          onSearch={search ? openSearch : undefined}
        />
      </nav>
      {searching ? (
        <SearchBoundary onError={closeSearch}>
          <Suspense fallback={null}>
            <LazySearchDialog onClose={closeSearch} />
          </Suspense>
        </SearchBoundary>
      ) : null}
    </Bar>
  );
}

export default defineIsland('site-nav', SiteNav);

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.navHeight};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.md};
  pointer-events: none;

  & > nav {
    width: 100%;
    display: flex;
    justify-content: center;
  }
  & > nav > * {
    pointer-events: auto;
  }
`;

const Pill = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  ${floatingBar}

  ${media.medium} {
    display: flex;
  }
`;
