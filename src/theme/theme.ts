/**
 * Design tokens. Colours are CSS custom properties so the light and dark schemes swap without
 * re-rendering and the prerendered HTML is the same for both.
 */
export const theme = {
  colors: {
    bg: 'var(--color-bg)',
    surface: 'var(--color-surface)',
    text: 'var(--color-text)',
    muted: 'var(--color-muted)',
    accent: 'var(--color-accent)',
    accentText: 'var(--color-accent-text)',
    border: 'var(--color-border)',
    destructive: 'var(--color-destructive)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  breakpoints: { phone: '458px', small: '643px', medium: '768px', wide: '1200px' },
  motion: { fast: '150ms', base: '300ms', reveal: '600ms' },
} as const;

export type Theme = typeof theme;
