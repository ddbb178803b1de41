/**
 * The line that signs a card: the site's mark (its favicon) and a short label, such as the
 * site's address or "Sam Rivera · Portfolio". The same on every card, so they read as a set.
 */
import type { ReactElement } from 'react';
import { clamp } from './card-style.ts';
import type { CardTheme } from './card-theme.ts';

export interface SignatureProps {
  /** What the line says. */
  label: string;
  /** A data URI of the site's mark, drawn before the label. */
  logoUri?: string;
  theme: CardTheme;
  /** Text colour; the theme's muted one by default. */
  color?: string;
}

const MARK = 40;

export function Signature({ label, logoUri, theme, color = theme.colors.muted }: SignatureProps): ReactElement {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontFamily: theme.fonts.text, fontWeight: 600, fontSize: 28, color }}>
      {logoUri && <img src={logoUri} width={MARK} height={MARK} style={{ flexShrink: 0 }} />}
      {/* One line at most: a long name ends in an ellipsis rather than pushing into the picture. */}
      <div style={clamp(1)}>{label}</div>
    </div>
  );
}
