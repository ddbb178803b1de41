/** What every prerendered page sits in: the theme and the global style, with the owner's look. */
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style.ts';
import type { Look } from '../theme/look.ts';
import { theme } from '../theme/theme.ts';

export function AppShell({ look, children }: { look: Look; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle $look={look} />
      {children}
    </ThemeProvider>
  );
}
