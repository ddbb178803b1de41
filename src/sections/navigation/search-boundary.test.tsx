// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBoundary } from './search-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SearchBoundary', () => {
  it('closes a search whose chunk did not load, and keeps what is around it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Unloadable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const onError = vi.fn();
    render(
      <nav aria-label="Main">
        <a href="/#about">About</a>
        <SearchBoundary onError={onError}>
          <Suspense fallback={null}>
            <Unloadable />
          </Suspense>
        </SearchBoundary>
      </nav>,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The search could not open', expect.any(Error));
  });
});
