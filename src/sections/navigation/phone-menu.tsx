/**
 * The navigation below the medium breakpoint: the owner's initials as the home link, the search
 * (on a site with it), the theme toggle, and a button that opens the same entries as a dropdown (WAI-ARIA disclosure pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/). A choice, Escape or a click outside closes it.
 */
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../components/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/icon.tsx';
import { floatingBar, popupPanel } from '../../components/surfaces.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { HOME_SECTION, sectionHref, type SectionId } from '../../lib/page-sections.ts';
import { media } from '../../theme/theme.ts';
import { LanguageLinks, SectionLinks, type NavEntry } from './nav-links.tsx';
import { SearchButton } from './search-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

interface PhoneMenuProps {
  /** Initials shown as the home link. */
  initials: string;
  /** The page's sections, in its order. */
  sections: readonly NavEntry[];
  /** The site's other languages, offered at the end of the menu. */
  languages: readonly LanguageChoice[];
  /** The prerendered page's path, where the language links start from. */
  path: string;
  /** The section in view. */
  active: SectionId;
  /** The home page's address on another page. */
  home?: string;
  /** Opens the search, on a site with search. */
  onSearch?: () => void;
}

export function PhoneMenu({ initials, sections, languages, path, active, home, onSearch }: PhoneMenuProps) {
  const t = useDictionary();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(open, barRef, close);

  return (
    <PhoneBar ref={barRef}>
      <Brand href={home ?? sectionHref(HOME_SECTION)}>
        {initials}
        <span className="visually-hidden"> – {t.sections.home}</span>
      </Brand>
      <PhoneActions>
        {onSearch ? <SearchButton onOpen={onSearch} /> : null}
        <ThemeToggle />
        <IconButton
          ref={toggleRef}
          $variant="secondary"
          aria-label={t.nav.menu}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </PhoneActions>
      <Dropdown id="mobile-menu" hidden={!open}>
        <SectionLinks entries={sections} active={active} onChoose={() => setOpen(false)} home={home} />
        <LanguageLinks languages={languages} path={path} active={active} variant="menu" />
      </Dropdown>
    </PhoneBar>
  );
}

const PhoneBar = styled.div`
  position: relative;
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  ${floatingBar}

  ${media.medium} {
    display: none;
  }
`;

const Brand = styled.a`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
`;

const PhoneActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Dropdown = styled.div`
  ${popupPanel}
  right: 0;
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  & ul {
    display: block;
  }
  & [data-languages] {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
  }
  & a {
    padding: 0.8rem 1rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
