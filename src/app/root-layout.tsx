import { Outlet } from '@tanstack/react-router';
import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

export function RootLayout() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Outlet />
      <Toaster position="bottom-center" containerStyle={{ bottom: 24 }} />
    </ThemeProvider>
  );
}
