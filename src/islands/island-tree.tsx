/**
 * The tree an island renders, identical on the server and in the browser so that hydration
 * (and the ids useId hands out) match: strict mode, the theme, the page's language, and the
 * island's component.
 */
import { createElement, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { PageLanguageProvider, type PageLanguage } from '../i18n/page-language.tsx';
import { theme } from '../theme/theme.ts';
import type { AnyIsland } from './define-island.ts';

interface IslandRootProps {
  children: ReactNode;
  /** Called once the island has hydrated (browser only). */
  onHydrated?: () => void;
}

function IslandRoot({ children, onHydrated }: IslandRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

export function islandTree(island: AnyIsland, props: object, language: PageLanguage, onHydrated?: () => void) {
  // The props were written by this island's own server render, for this component.
  const Component = island as unknown as ComponentType<object>;
  return (
    <StrictMode>
      <IslandRoot onHydrated={onHydrated}>
        <PageLanguageProvider value={language}>{createElement(Component, props)}</PageLanguageProvider>
      </IslandRoot>
    </StrictMode>
  );
}
