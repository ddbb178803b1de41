/**
 * How the project dialog looks, shared by the dialog opened in the browser (a portal, with an
 * entrance) and the one a project page is prerendered with (in place, already open at the first
 * paint, so without one).
 */
import styled, { css } from 'styled-components';
import { IconButton } from '../../components/button.tsx';
import { media } from '../../theme/theme.ts';

export const overlayStyle = css`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  /* Held from the top, not centred: a dialog painted while its HTML is still arriving grows
     downwards, and what is already on screen does not move (no layout shift). At its tallest
     (90vh) it sits in the middle all the same. */
  place-items: start center;
  padding: 5vh ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const contentStyle = css`
  position: relative;
  width: min(52rem, 100%);
  max-height: 90vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;

/** The entrance of a dialog a visitor opens (global-style.ts turns animations off for reduced motion). */
export const overlayEntrance = css`
  animation: dialog-fade ${({ theme }) => theme.motion.base} ease-out;
  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
`;

export const contentEntrance = css`
  animation: dialog-rise ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  @keyframes dialog-rise {
    from {
      opacity: 0;
      transform: translateY(1rem) scale(0.98);
    }
  }
`;

// Far enough from the dialog's edge (which clips what overflows) for the 6 px focus ring to show whole.
export const CloseLink = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
`;
