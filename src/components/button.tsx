/**
 * Buttons and link-buttons share one look: `$variant` picks primary, secondary or ghost and
 * `$size` small or medium. Variants are attributes styled by one static rule set, so the page's
 * CSS holds each button style once. Links that open a new tab carry rel="noopener noreferrer".
 */
import type { AnchorHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  /** The button's look; primary by default. */
  $variant?: ButtonVariant;
  /** Small or medium (the default). */
  $size?: 'sm' | 'md';
}

/** The attributes the variants are styled by: none for the defaults (primary, medium), which are the base rules. */
interface VariantAttrs {
  'data-variant'?: Exclude<ButtonVariant, 'primary'>;
  'data-size'?: 'sm';
}

const variantAttrs = ({ $variant = 'primary', $size = 'md' }: VariantProps): VariantAttrs => ({
  'data-variant': $variant === 'primary' ? undefined : $variant,
  'data-size': $size === 'md' ? undefined : $size,
});

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid transparent;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};

  &:active {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentStrong};
  }

  &[data-size='sm'] {
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accent};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSoft};
    }
  }
`;

// A button never submits unless it says so; rendered as a link (`as="a"`, which has an href), it has no type.
export const Button = styled.button.attrs<VariantProps & VariantAttrs>((props) => ({
  type: 'href' in props ? undefined : (props.type ?? 'button'),
  ...variantAttrs(props),
}))`
  ${base}
`;

export const LinkButton = styled.a.attrs<VariantProps & VariantAttrs>(variantAttrs)`
  ${base}
`;

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & VariantProps & { href: string };

/** A link-button that opens in a new tab, safely. */
export function ExternalLinkButton(props: ExternalLinkProps) {
  return <LinkButton target="_blank" rel="noopener noreferrer" {...props} />;
}

/** A round icon-only button; `aria-label` is required because the icon is decorative. */
export const IconButton = styled(Button).attrs<{ 'aria-label': string }>({})`
  padding: 0;
  width: 2.75rem;
  min-width: 2.75rem;
`;
