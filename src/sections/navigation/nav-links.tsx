/**
 * The navigation's entries, shared by the floating bar and the phone menu: one link per section
 * (the one in view marked with aria-current) and the page in each other language.
 */
import styled from 'styled-components';
import { pillOption } from '../../components/surfaces.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { sectionHref, type BuiltInSection, type SectionId } from '../../lib/page-sections.ts';
import { media } from '../../theme/theme.ts';
import { useLanguageSwitch } from './use-language-switch.ts';

/**
 * A section's entry in the navigation: a built-in section's id (named by the dictionary), or a
 * section's id and name, with the address of a page of its own (the writing pages) when it has one.
 */
export type NavEntry = BuiltInSection | { id: SectionId; label: string; href?: string };

interface SectionLinksProps {
  /** The page's sections, in its order. */
  entries: readonly NavEntry[];
  /** The section in view. */
  active: SectionId;
  /** Called when an entry is chosen (the phone menu closes). */
  onChoose?: () => void;
  /** The home page's address on another page: its sections are there (`/#about`). */
  home?: string;
}

export function SectionLinks({ entries, active, onChoose, home = '' }: SectionLinksProps) {
  const t = useDictionary();
  return (
    <PillList>
      {entries
        .map((entry) => (typeof entry === 'string' ? { id: entry, label: t.sections[entry] } : entry))
        .map(({ id, label, href }: { id: SectionId; label: string; href?: string }) => (
          <li key={id}>
            <NavLink
              href={href ?? `${home}${sectionHref(id)}`}
              aria-current={active === id ? (href ? 'page' : 'true') : undefined}
              onClick={onChoose}
            >
              {label}
            </NavLink>
          </li>
        ))}
    </PillList>
  );
}

interface LanguageLinksProps {
  /** The site's other languages (none on a single-language site: nothing is rendered). */
  languages: readonly LanguageChoice[];
  /** The prerendered page's path, where the links start from. */
  path: string;
  /** The section in view: each link leads to the same place in its language. */
  active: SectionId;
  /** On the bar, each language's code (its name spelled out for screen readers); in the menu, its name. */
  variant: 'bar' | 'menu';
}

export function LanguageLinks({ languages, path, active, variant }: LanguageLinksProps) {
  const t = useDictionary();
  const switchTo = useLanguageSwitch(path, active);
  if (!languages.length) return null;
  return (
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
  );
}

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
