/**
 * Design tokens. Colours, corners and the text fonts are CSS custom properties, set from the
 * owner's look (look.ts, look-style.ts): the light and dark schemes swap without re-rendering, the
 * prerendered HTML is the same for both, and a component's CSS is the same whatever the look.
 */
export const theme = {
  colors: {
    bg: 'var(--color-bg)',
    bgAlt: 'var(--color-bg-alt)',
    surface: 'var(--color-surface)',
    surfaceRaised: 'var(--color-surface-raised)',
    text: 'var(--color-text)',
    muted: 'var(--color-muted)',
    accent: 'var(--color-accent)',
    accentStrong: 'var(--color-accent-strong)',
    accentSoft: 'var(--color-accent-soft)',
    accentText: 'var(--color-accent-text)',
    highlight: 'var(--color-highlight)',
    border: 'var(--color-border)',
    control: 'var(--color-control)',
    focus: 'var(--color-focus)',
    destructive: 'var(--color-destructive)',
    success: 'var(--color-success)',
    overlay: 'var(--color-overlay)',
  },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem', xxxl: '6rem' },
  radii: { sm: 'var(--radius-sm)', md: 'var(--radius-md)', lg: 'var(--radius-lg)', pill: 'var(--radius-pill)' },
  shadows: {
    sm: '0 1px 2px var(--color-shadow)',
    md: '0 6px 24px -8px var(--color-shadow)',
    lg: '0 24px 60px -20px var(--color-shadow)',
  },
  fonts: {
    body: 'var(--font-body)',
    heading: 'var(--font-heading)',
    mono: "ui-monospace, 'SFMono-Regular', 'Cascadia Code', 'JetBrains Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
    display: 'clamp(2.5rem, 1.4rem + 5vw, 4.75rem)',
  },
  /** Widths at which layouts change: phone and small are the spec's 458 px and 643 px. */
  breakpoints: { phone: 458, small: 643, medium: 768, wide: 1100 },
  layout: { maxWidth: '72rem', navHeight: '4.5rem' },
  motion: { fast: '150ms', base: '250ms', reveal: '700ms', easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
} as const;

export type Theme = typeof theme;

/** `@media` queries from the breakpoints, so components never repeat pixel values. */
export const media = {
  upToPhone: `@media (max-width: ${theme.breakpoints.phone}px)`,
  upToSmall: `@media (max-width: ${theme.breakpoints.small}px)`,
  belowMedium: `@media (max-width: ${theme.breakpoints.medium - 0.02}px)`,
  medium: `@media (min-width: ${theme.breakpoints.medium}px)`,
  wide: `@media (min-width: ${theme.breakpoints.wide}px)`,
  belowWide: `@media (max-width: ${theme.breakpoints.wide - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  print: '@media print',
} as const;
