/**
 * A page section: a labelled landmark with the page's width, which fades and slides in once
 * when about 10 % of it is visible (spec §2). Without JavaScript, or with reduced motion, it is
 * simply visible.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRevealOnce } from '../hooks/use-reveal-once';
import { media } from '../theme/theme';

interface PageSectionProps {
  /** The section id, a scroll target of the navigation. */
  id: string;
  /** The id of the heading that names the section. */
  labelledBy: string;
  children: ReactNode;
  /** Alternate background band, to separate neighbouring sections. */
  alternate?: boolean;
}

export function PageSection({ id, labelledBy, children, alternate }: PageSectionProps) {
  const [ref, revealed] = useRevealOnce<HTMLElement>();
  return (
    <Band ref={ref} id={id} aria-labelledby={labelledBy} data-revealed={revealed ? 'true' : 'false'} $alt={alternate}>
      <Inner>{children}</Inner>
    </Band>
  );
}

const Band = styled.section<{ $alt?: boolean }>`
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  background: ${({ theme, $alt }) => ($alt ? theme.colors.bgAlt : 'transparent')};

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  }

  /* Hidden only when JavaScript runs (public/boot.js adds .js); shown by the observer, or after
     a few seconds whatever happens, so a script failure never leaves the page blank. */
  html.js &[data-revealed='false'] > * {
    opacity: 0;
    transform: translateY(2rem);
    animation: reveal-fallback 0s 4s forwards;
  }
  & > * {
    transition:
      opacity ${({ theme }) => theme.motion.reveal} ${({ theme }) => theme.motion.easing},
      transform ${({ theme }) => theme.motion.reveal} ${({ theme }) => theme.motion.easing};
  }
  ${media.reducedMotion} {
    html.js &[data-revealed='false'] > * {
      opacity: 1;
      transform: none;
    }
  }
  @keyframes reveal-fallback {
    to { opacity: 1; transform: none; }
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;
