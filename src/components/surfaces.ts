/** Style fragments shared by the cards, the navigation, the tabs and the popups. */
import { css } from 'styled-components';

/** A raised card: the surface colour, a hairline border, large rounded corners and a soft shadow. */
export const cardSurface = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** A translucent bar floating over the page (the navigation). */
export const floatingBar = css`
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 90%, transparent);
  backdrop-filter: blur(12px);
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** A panel that pops up under its button (menus); hidden with the `hidden` attribute. */
export const popupPanel = css`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }
`;

/**
 * A pill-shaped option (navigation entry, tab), filled with the accent when chosen — chosen
 * meaning its ARIA state says so (`aria-current` or `aria-selected`), so the two always agree.
 */
export const pillOption = css`
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &[aria-current='true'],
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    &:hover {
      background: ${({ theme }) => theme.colors.accentStrong};
    }
  }
`;
