/** Appears once the page is scrolled more than 300 px (docs/product-spec.md §9) and returns to the top. */
import styled from 'styled-components';
import { defineIsland } from '../../islands/define-island.ts';
import { IconButton } from '../../components/button.tsx';
import { ArrowUpIcon } from '../../components/icon.tsx';
import { usePageScroll } from '../../hooks/use-page-scroll.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import { scrollBehavior } from '../../lib/motion.ts';
import { showsBackToTop } from '../../lib/scroll-metrics.ts';

export function BackToTopButton() {
  const shown = usePageScroll((s) => showsBackToTop(s.y));
  const t = useDictionary();
  if (!shown) return null;
  return (
    <Floating data-print="hide" aria-label={t.nav.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}>
      <ArrowUpIcon />
    </Floating>
  );
}

export default defineIsland('back-to-top-button', BackToTopButton);

const Floating = styled(IconButton)`
  position: fixed;
  /* Stays put when a dialog locks scrolling and the scrollbar's width is handed back. */
  right: calc(${({ theme }) => theme.space.lg} + var(--scroll-lock-gap, 0px));
  bottom: ${({ theme }) => theme.space.lg};
  z-index: 40;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: back-to-top-in ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  @keyframes back-to-top-in {
    from {
      opacity: 0;
      transform: translateY(0.75rem);
    }
  }
`;
