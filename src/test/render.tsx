/** Renders a component inside the site's theme, for component tests under jsdom. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** As testing-library's render; rerender keeps the theme. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Themed });
}
