/**
 * Buttons and link-buttons share one look: `$variant` picks primary, secondary or ghost.
 * Links that open a new tab always carry rel="noopener noreferrer".
 */
import type { AnchorHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md';
}

const base = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '2.75rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid transparent;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
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

  &:active { transform: translateY(1px); }
  &:disabled { cursor: not-allowed; opacity: 0.65; }

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.accent};
          color: ${theme.colors.accentText};
          &:hover:not(:disabled) { background: ${theme.colors.accentStrong}; }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) { border-color: ${theme.colors.accent}; color: ${theme.colors.accent}; }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) { background: ${theme.colors.accentSoft}; }
        `;
    }
  }}
`;

export const Button = styled.button.attrs<VariantProps>((props) => ({ type: props.type ?? 'button' }))<VariantProps>`
  ${base}
`;

export const LinkButton = styled.a<VariantProps>`
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
