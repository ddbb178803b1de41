/**
 * The sticky navigation (docs/product-spec.md §2): a floating pill at the top centre from the medium
 * breakpoint; below it a toggle that opens a dropdown of the same entries (WAI-ARIA disclosure
 * pattern: https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/). The entry of the section in
 * view is marked with aria-current.
 */
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { defineIsland } from '../../islands/define-island.ts';
import { IconButton } from '../../components/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/icon.tsx';
import { floatingBar, pillOption, popupPanel } from '../../components/surfaces.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { usePageScroll } from '../../hooks/use-page-scroll.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { PAGE_SECTIONS, sectionHref } from '../../lib/page-sections.ts';
import { media } from '../../theme/theme.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { useLanguageSwitch } from './use-language-switch.ts';

interface SiteNavProps {
  /** Initials shown as the home link on phones. */
  initials: string;
  /** The site's other languages, for the switcher (none on a single-language site). */
  languages: readonly LanguageChoice[];
  /** The prerendered page's path, where the switcher's links start from. */
  path: string;
}

export function SiteNav({ initials, languages, path }: SiteNavProps) {
  const { dictionary: t } = usePageLanguage();
  const active = usePageScroll((s) => s.active);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const phoneBarRef = useRef<HTMLDivElement>(null);
  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(open, phoneBarRef, close);

  const switchTo = useLanguageSwitch(path, active);

  const links = (onChoose?: () => void) =>
    PAGE_SECTIONS.map((id) => (
      <li key={id}>
        <NavLink href={sectionHref(id)} aria-current={active === id ? 'true' : undefined} onClick={onChoose}>
          {t.sections[id]}
        </NavLink>
      </li>
    ));
  // The page in each other language, named in that language: its code on the bar (the name spelled out for screen readers), its name in the menu.
  const languageLinks = (variant: 'bar' | 'menu') =>
    languages.length ? (
      <PillList aria-label={t.nav.languages} data-languages={variant}>
        {languages.map((language) => (
          <li key={language.tag}>
            <NavLink {...switchTo(language)}>
              {variant === 'bar' ? language.tag.toUpperCase() : null}
              <span className={variant === 'bar' ? 'visually-hidden' : undefined}>
                {variant === 'bar' ? ' – ' : null}
                {language.name}
              </span>
            </NavLink>
          </li>
        ))}
      </PillList>
    ) : null;

  return (
    <Bar data-print="hide">
      <nav aria-label={t.nav.label}>
        <Pill>
          <PillList>{links()}</PillList>
          {languageLinks('bar')}
          <ThemeToggle />
        </Pill>
        <PhoneBar ref={phoneBarRef}>
          <Brand href={sectionHref(PAGE_SECTIONS[0])}>
            {initials}
            <span className="visually-hidden"> – {t.sections.home}</span>
          </Brand>
          <PhoneActions>
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
            <PillList>{links(() => setOpen(false))}</PillList>
            {languageLinks('menu')}
          </Dropdown>
        </PhoneBar>
      </nav>
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

const PillList = styled.ul`
  display: flex;
  list-style: none;
  gap: ${({ theme }) => theme.space.xxs};
  &[data-languages='bar'] {
    padding-left: ${({ theme }) => theme.space.xxs};
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const NavLink = styled.a`
  display: block;
  /* Narrower below the wide breakpoint, so the longer French entries fit on one line from 768 px. */
  padding: 0.55rem 0.7rem;
  white-space: nowrap;
  text-decoration: none;
  ${pillOption}

  ${media.wide} {
    padding: 0.55rem 0.95rem;
  }
`;

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
