/** A thin bar at the very top showing how much of the page has been scrolled (docs/product-spec.md §2). */
import styled from 'styled-components';
import { defineIsland } from '../../islands/define-island.ts';
import { usePageScroll } from '../../hooks/use-page-scroll.ts';
import { useDictionary } from '../../i18n/page-language.tsx';

export function ScrollProgressBar() {
  const progress = usePageScroll((s) => s.progress);
  const t = useDictionary();
  return (
    <Track data-print="hide" role="progressbar" aria-label={t.nav.scrollProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <Fill style={{ transform: `scaleX(${progress / 100})` }} />
    </Track>
  );
}

export default defineIsland('scroll-progress-bar', ScrollProgressBar);

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 60;
  pointer-events: none;
`;

const Fill = styled.div`
  height: 100%;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.highlight});
  transform-origin: 0 50%;
  will-change: transform;
`;
