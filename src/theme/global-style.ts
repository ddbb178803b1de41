import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: light;
    --color-bg: #f7f7fb;
    --color-surface: #ffffff;
    --color-text: #14151a;
    --color-muted: #4a4f5c;
    --color-accent: #4338ca;
    --color-accent-text: #ffffff;
    --color-border: #d9dbe3;
    --color-destructive: #b42318;
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.6;
  }
`;
