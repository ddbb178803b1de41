/**
 * A page section: a labelled landmark with the page's width, which fades and slides in once
 * when about 10 % of it is visible (docs/product-spec.md §2; lib/reveal-sections.ts marks it revealed). Without
 * JavaScript, or with reduced motion, it is simply visible.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageContent } from '../hooks/page-content.tsx';
import { sectionTitleId, type SectionId } from '../lib/page-sections.ts';
import { media } from '../theme/theme.ts';

interface PageSectionProps {
  /** Which section this is: its id is the navigation's scroll target; its SectionHeading names it. */
  section: SectionId;
  children: ReactNode;
}

export function PageSection({ section, children }: PageSectionProps) {
  // Every other section has the alternate background, whatever the owner's order, to separate neighbours.
  const alternate = usePageContent().site.sections.indexOf(section) % 2 === 0;
  return (
    <Band id={section} data-section aria-labelledby={sectionTitleId(section)} data-revealed="false" data-band={alternate ? 'alternate' : undefined}>
      <Inner>{children}</Inner>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  &[data-band='alternate'] {
    background: ${({ theme }) => theme.colors.bgAlt};
  }

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
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;
