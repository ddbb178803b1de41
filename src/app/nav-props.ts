/**
 * The navigation's props on a page: the home page's sections in the owner's order, each named by
 * the island's dictionary (built-in) or by the owner (their own). On a writing page the sections'
 * links lead to the home page, and the Writing entry is the writing pages' own, marked current.
 */
import type { ComponentProps } from 'react';
import type { DeepReadonly, ResolvedContent } from '../content/types.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { initials } from '../lib/initials.ts';
import { otherLanguages } from '../lib/language-choices.ts';
import { isBuiltInSection } from '../lib/page-sections.ts';
import { searchOn } from '../lib/site-search.ts';
import { writingPath } from '../lib/site-paths.ts';
import type { NavEntry } from '../sections/navigation/nav-links.tsx';
import type { SiteNav } from '../sections/navigation/site-nav.island.tsx';

type NavProps = ComponentProps<typeof SiteNav>;

interface NavInput {
  content: DeepReadonly<ResolvedContent>;
  /** The site's languages, and the page's (tag and address prefix). */
  languages: readonly string[];
  tag: string;
  base: string;
  /** The page's path. */
  path: string;
  /** The languages the page exists in, when not all of them (a post not translated into every one). */
  pageLanguages?: readonly string[];
}

/** The home page's navigation: every section, in order, scrolled to in place. */
export function homeNav({ content, languages, tag, path }: NavInput): NavProps {
  return {
    initials: initials(content.profile.name),
    // A built-in section by its id alone: the island names it from its dictionary (the owner's words included).
    sections: content.site.sections.map((id) =>
      isBuiltInSection(id) ? id : { id, label: content.customSections[id]?.navLabel ?? content.customSections[id]?.title ?? id },
    ),
    languages: otherLanguages(languages, tag),
    path,
    search: searchOn(content.site.search, content.posts),
  };
}

/** A writing page's navigation: the home page's sections, there, and the writing pages' entry, here. */
export function writingNav(input: NavInput, dictionary: Dictionary): NavProps {
  const home = homeNav(input);
  const writing = { id: 'writing', label: dictionary.sections.writing, href: writingPath(input.base) };
  const sections = home.sections.map((entry): NavEntry => (entry === 'writing' ? writing : entry));
  const { pageLanguages } = input;
  return {
    ...home,
    // Without the home section, the writing pages are still reached from the navigation: before Contact, or last.
    sections: sections.includes(writing) ? sections : withBeforeContact(sections, writing),
    languages: pageLanguages ? home.languages.filter((choice) => pageLanguages.includes(choice.tag)) : home.languages,
    home: `${input.base}/`,
    current: 'writing',
  };
}

function withBeforeContact(entries: readonly NavEntry[], entry: NavEntry): NavEntry[] {
  const contact = entries.indexOf('contact');
  return contact < 0 ? [...entries, entry] : [...entries.slice(0, contact), entry, ...entries.slice(contact)];
}
