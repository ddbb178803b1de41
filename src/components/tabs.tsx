/**
 * A tab list with automatic activation (WAI-ARIA tabs pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): ←/→ move and select with wrap-around, Home/End
 * jump; only the selected tab is in the tab order (roving tabindex). The panels are the caller's,
 * each with `role="tabpanel"`, the id `panelId(tab)` and `aria-labelledby={tabId(tab)}`.
 */
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { keyTarget } from '../lib/wrap-index.ts';
import { pillOption } from './surfaces.ts';

export interface Tab<T extends string> {
  /** The tab's value. */
  value: T;
  /** What the tab says. */
  label: string;
}

interface TabsProps<T extends string> {
  /** The tab list's accessible name, e.g. "Project type". */
  label: string;
  /** The tabs, in order. */
  tabs: readonly Tab<T>[];
  /** The selected tab's value. */
  selected: T;
  /** Called with the tab the visitor selects. */
  onSelect: (value: T) => void;
  /** The id of a tab, which its panel's aria-labelledby names. */
  tabId: (value: T) => string;
  /** The id of a tab's panel. */
  panelId: (value: T) => string;
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect, tabId, panelId }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = keyTarget(event.key, index, tabs.length, 'horizontal');
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.value);
    refs.current[target]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} data-print="hide">
      {tabs.map((tab, i) => (
        <TabButton
          key={tab.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab.value)}
          aria-selected={tab.value === selected}
          aria-controls={panelId(tab.value)}
          tabIndex={tab.value === selected ? 0 : -1}
          onClick={() => onSelect(tab.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </TabButton>
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

const TabButton = styled.button`
  border: 0;
  cursor: pointer;
  padding: 0.6rem 1.2rem;
  background: transparent;
  white-space: nowrap;
  ${pillOption}
`;
