/** What every page sits in: the theme, the global style and the toasts. */
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToasterSlot } from '../components/toaster-slot';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <div data-print="hide">
        <ToasterSlot />
      </div>
    </ThemeProvider>
  );
}
