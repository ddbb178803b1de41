/**
 * The language switcher's links: the same place in each other language (the section in view,
 * or the open project). The address is worked out again at the moment of the click, since a
 * project may have been opened since the last render. `data-language` lets the boot script
 * remember the choice, whether or not this code has arrived yet, and honour it at the site's root.
 */
import type { MouseEvent } from 'react';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { switchedPath, type LanguageChoice } from '../../lib/language-switch.ts';
import type { SectionId } from '../../lib/page-sections.ts';

/** `path`: the prerendered page's path, where the links start from until one is clicked. */
export function useLanguageSwitch(path: string, active: SectionId) {
  const { base } = usePageLanguage();
  const section = active === 'home' ? undefined : active;
  return (language: LanguageChoice) => ({
    href: switchedPath(path, base, language.base, section),
    hrefLang: language.tag,
    lang: language.tag,
    'data-language': '',
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.currentTarget.href = switchedPath(window.location.pathname, base, language.base, section);
    },
  });
}
