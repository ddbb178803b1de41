/** What every page sits in: the theme, the global style and the toasts. */
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster position="bottom-center" containerStyle={{ bottom: 24 }} />
    </ThemeProvider>
  );
}
