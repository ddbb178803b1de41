// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithTheme } from '../test/render.tsx';
import { MenuButton } from './menu-button.tsx';

afterEach(cleanup);

const items = [
  { label: 'First', href: 'https://example.com/1', hrefLang: 'fr', newTab: true },
  { label: 'Second', href: 'https://example.com/2' },
  { label: 'Third', href: 'https://example.com/3' },
];

const button = () => screen.getByRole('button', { name: 'Files' });
const focused = () => document.activeElement?.textContent;

describe('MenuButton', () => {
  it('opens on the first entry with Enter and on the last with ↑, moves with wrap-around, and closes on Escape', () => {
    renderWithTheme(<MenuButton items={items}>Files</MenuButton>);
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(button(), { key: 'Enter' });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Files' })).toBeTruthy();
    expect(focused()).toBe('First');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(focused()).toBe('Third');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(focused()).toBe('First');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'End' });
    expect(focused()).toBe('Third');
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    expect(focused()).toBe('Third');
  });

  it('marks new-tab links safe and names their language, and closes on a choice or a press outside', () => {
    renderWithTheme(<MenuButton items={items}>Files</MenuButton>);
    fireEvent.click(button());
    const first = screen.getByRole('menuitem', { name: 'First' });
    expect([first.getAttribute('target'), first.getAttribute('rel'), first.getAttribute('hreflang')]).toEqual([
      '_blank',
      'noopener noreferrer',
      'fr',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Second' }).getAttribute('target')).toBeNull();
    fireEvent.click(first);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button());
    act(() => void fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no axe violation, closed or open', async () => {
    const { container } = renderWithTheme(<MenuButton items={items}>Files</MenuButton>);
    await expectNoAxeViolations(container);
    fireEvent.click(button());
    await expectNoAxeViolations(container);
  });
});
