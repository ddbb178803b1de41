/** Renders a component inside the site's theme and a page language, for component tests under jsdom. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { dictionaries } from '../i18n/all-dictionaries.ts';
import { PageLanguageProvider } from '../i18n/page-language.tsx';
import type { UiLanguage } from '../i18n/ui-languages.ts';
import { theme } from '../theme/theme.ts';

/** As testing-library's render, in the page language `language` (English by default); rerender keeps both. */
export function renderWithTheme(ui: ReactElement, language: UiLanguage = 'en'): RenderResult {
  const page = {
    tag: language,
    language,
    dictionary: dictionaries[language],
    texts: { language, overrides: {} },
    base: language === 'en' ? '' : `/${language}`,
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <PageLanguageProvider value={page}>{children}</PageLanguageProvider>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
