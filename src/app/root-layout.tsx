import { Outlet } from '@tanstack/react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

export function RootLayout() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Outlet />
    </ThemeProvider>
  );
}
