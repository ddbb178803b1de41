// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithTheme } from '../test/render.tsx';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const TABS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const;

function Example() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['value']>('one');
  return (
    <>
      <Tabs label="Numbers" tabs={TABS} selected={selected} onSelect={setSelected} tabId={(t) => `tab-${t}`} panelId={(t) => `panel-${t}`} />
      {TABS.map(({ value, label }) => (
        <div key={value} role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`} hidden={value !== selected}>
          {label} panel
        </div>
      ))}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('selects with the arrow keys, Home and End, wrapping, and keeps only the selected tab focusable', () => {
    renderWithTheme(<Example />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(tab('One').getAttribute('aria-controls')).toBe('panel-one');
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
    fireEvent.keyDown(tab('One'), { key: 'ArrowDown' });
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Two'));
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Two panel');
  });

  it('has no axe violation', async () => {
    const { container } = renderWithTheme(<Example />);
    await expectNoAxeViolations(container);
  });
});
