// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagefindResultData } from '../../lib/search-hits.ts';
import type * as SearchClient from '../../lib/site-search-client.ts';
import type { PagefindApi } from '../../lib/site-search-client.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithTheme } from '../../test/render.tsx';

const pages: Record<string, PagefindResultData[]> = {
  forge: [
    { url: '/projects/ironcraft/', excerpt: 'a <mark>forge</mark> site', meta: { title: 'Ironcraft' } },
    { url: '/projects/gymflow/', excerpt: 'the <mark>forge</mark> &lt;&amp;&gt; gym', meta: { title: 'GymFlow' } },
  ],
};
const pagefind: PagefindApi = {
  options: () => Promise.resolve(),
  init: () => Promise.resolve(),
  debouncedSearch: (term) =>
    Promise.resolve({ results: (pages[term] ?? []).map((data, i) => ({ id: `en_${i}`, data: () => Promise.resolve(data) })) }),
};
let available = true;
vi.mock('../../lib/site-search-client.ts', async (original) => ({
  ...(await original<typeof SearchClient>()),
  loadSearch: () => (available ? Promise.resolve(pagefind) : Promise.reject(new Error('no index'))),
}));
const { SearchDialog } = await import('./search-dialog.tsx');

const assign = vi.fn();
beforeEach(() => {
  available = true;
  vi.stubGlobal('location', { ...window.location, assign });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  assign.mockClear();
});

async function typed(text: string) {
  const box = screen.getByRole('combobox', { name: 'Search this site' });
  await act(async () => {
    fireEvent.change(box, { target: { value: text } });
    await vi.runAllTimersAsync();
  });
  return box;
}

describe('SearchDialog', () => {
  it('is a combobox whose listbox holds the results, the matches marked, their count said', async () => {
    renderWithTheme(<SearchDialog onClose={() => undefined} />);
    const box = await typed('forge');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Results' }).id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ironcraft' + 'a forge site', 'GymFlow' + 'the forge <&amp;> gym']);
    expect(options[1]?.querySelector('mark')?.textContent).toBe('forge');
    expect(screen.getByRole('status').textContent).toBe('2 results');
    await expectNoAxeViolations(document.body);
  });

  it('moves through the options with the arrows, Home and End, and opens the active one with Enter', async () => {
    const onClose = vi.fn();
    renderWithTheme(<SearchDialog onClose={onClose} />);
    const box = await typed('forge');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toContain('Ironcraft');
    fireEvent.keyDown(box, { key: 'End' });
    expect(active()).toContain('GymFlow');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toContain('Ironcraft');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(assign).toHaveBeenCalledWith('/projects/gymflow/');
  });

  it('says there is nothing for a query without results, in the page’s language', async () => {
    renderWithTheme(<SearchDialog onClose={() => undefined} />, 'fr');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Rechercher sur le site' }), { target: { value: 'rien' } });
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('status').textContent).toBe('Aucun résultat pour «\u00a0rien\u00a0»');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says so plainly when the index cannot be loaded', async () => {
    available = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<SearchDialog onClose={() => undefined} />);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByRole('status').textContent).toBe('Search is not available right now.');
  });
});
