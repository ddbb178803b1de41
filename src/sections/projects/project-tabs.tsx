/**
 * The project-type filter (WAI-ARIA tabs with automatic activation:
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). ←/→ move and select with wrap-around,
 * Home/End jump; only the selected tab is in the tab order (roving tabindex).
 */
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { pillOption } from '../../components/surfaces';

interface ProjectTabsProps<T extends string> {
  /** Tab labels, in order. */
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** id of a tab, shared with its panel's aria-labelledby. */
  tabId: (tab: T) => string;
  /** id of a tab's panel. */
  panelId: (tab: T) => string;
}

export function ProjectTabs<T extends string>({ tabs, selected, onSelect, tabId, panelId }: ProjectTabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabs[target]);
    refs.current[target]?.focus();
  };
  return (
    <List role="tablist" aria-label="Project type" data-print="hide">
      {tabs.map((tab, i) => (
        <Tab
          key={tab}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          $chosen={tab === selected}
          onClick={() => onSelect(tab)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab}
        </Tab>
      ))}
    </List>
  );
}

const List = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 100%;
`;

const Tab = styled.button<{ $chosen: boolean }>`
  border: 0;
  cursor: pointer;
  padding: 0.6rem 1.2rem;
  background: transparent;
  white-space: nowrap;
  ${pillOption}
`;
