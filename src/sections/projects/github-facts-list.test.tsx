// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { GithubFactsList } from './github-facts-list.tsx';

afterEach(cleanup);

const facts = {
  stars: 1234,
  language: 'TypeScript',
  pushedAt: '2026-11-20T09:12:00Z',
  pushedOn: 'November 20, 2026',
  archived: true,
  description: '<img src=x onerror=alert(1)> Client manager',
};

describe('GithubFactsList', () => {
  it('names each fact in words, in a list named for GitHub', () => {
    renderWithTheme(<GithubFactsList facts={facts} />);
    const list = screen.getByRole('list', { name: 'On GitHub' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,234 stars', 'TypeScript', 'Last push November 20, 2026', 'Archived']);
    expect(within(list).getByText('Last push November 20, 2026').getAttribute('datetime')).toBe('2026-11-20T09:12:00Z');
    // The card has no room for the repository's description.
    expect(screen.queryByText(/Client manager/)).toBeNull();
  });

  it('shows the repository’s description as text, never as markup', () => {
    const { container } = renderWithTheme(<GithubFactsList facts={facts} withDescription />);
    expect(screen.getByText('<img src=x onerror=alert(1)> Client manager')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('speaks the page’s language, with no archived badge for a live repository', () => {
    renderWithTheme(<GithubFactsList facts={{ ...facts, stars: 1, archived: false, pushedOn: '20 novembre 2026' }} />, 'fr');
    const list = screen.getByRole('list', { name: 'Sur GitHub' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 étoile', 'TypeScript', 'Dernier push le 20 novembre 2026']);
  });
});
