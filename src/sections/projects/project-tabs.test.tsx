// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ProjectTabs } from './project-tabs';

afterEach(cleanup);

const TABS = ['One', 'Two', 'Three'] as const;

function Tabs() {
  const [selected, setSelected] = useState<(typeof TABS)[number]>('One');
  return <ProjectTabs tabs={TABS} selected={selected} onSelect={setSelected} tabId={(t) => `tab-${t}`} panelId={(t) => `panel-${t}`} />;
}

it('selects with the arrow keys, Home and End, wrapping, and keeps only the selected tab focusable', () => {
  renderWithTheme(<Tabs />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('One').getAttribute('aria-selected')).toBe('true');
  expect(tab('One').getAttribute('aria-controls')).toBe('panel-One');
  expect(tab('Two').getAttribute('tabindex')).toBe('-1');
  fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
  expect(tab('Three').getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(tab('Three'));
  fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
  expect(tab('One').getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(tab('One'), { key: 'End' });
  expect(tab('Three').getAttribute('tabindex')).toBe('0');
  fireEvent.keyDown(tab('Three'), { key: 'Home' });
  expect(tab('One').getAttribute('aria-selected')).toBe('true');
  fireEvent.click(tab('Two'));
  expect(tab('Two').getAttribute('aria-selected')).toBe('true');
});
