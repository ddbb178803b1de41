import { describe, expect, it, vi } from 'vitest';
import { loadSearch, searchSite, type PagefindApi } from './site-search-client.ts';

const api = (): PagefindApi => ({
  options: vi.fn(() => Promise.resolve()),
  init: vi.fn(() => Promise.resolve()),
  debouncedSearch: vi.fn(() =>
    Promise.resolve({
      results: [{ id: 'en_1', data: () => Promise.resolve({ url: '/projects/gymflow/', excerpt: '<mark>gym</mark>', meta: { title: 'GymFlow' } }) }],
    }),
  ),
});

describe('loadSearch', () => {
  it('loads the index under the base path once, with result addresses under it too', async () => {
    const pagefind = api();
    const load = vi.fn(() => Promise.resolve(pagefind));
    await loadSearch('/portfolio/', load);
    await loadSearch('/portfolio/', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/portfolio/pagefind/pagefind.js');
    expect(pagefind.options).toHaveBeenCalledWith(expect.objectContaining({ baseUrl: '/portfolio/' }));
  });
});

describe('searchSite', () => {
  it('gives the results’ hits, or null for a query a later one replaced', async () => {
    const pagefind = api();
    expect(await searchSite(pagefind, 'gym')).toEqual([{ url: '/projects/gymflow/', title: 'GymFlow', excerpt: '<mark>gym</mark>' }]);
    vi.mocked(pagefind.debouncedSearch).mockResolvedValueOnce(null);
    expect(await searchSite(pagefind, 'gy')).toBeNull();
  });
});
