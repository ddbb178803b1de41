import { describe, expect, it } from 'vitest';
import { isSearchShortcut, nextOption } from './search-keys.ts';

const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...more,
});

/** An element as far as the shortcut looks at it. */
const element = (typing: boolean) => ({ isContentEditable: false, closest: () => (typing ? {} : null) }) as unknown as EventTarget;

describe('isSearchShortcut', () => {
  it('opens with / outside a field, and with Ctrl-K or ⌘-K anywhere', () => {
    expect(isSearchShortcut(key('/', { target: element(false) }))).toBe(true);
    expect(isSearchShortcut(key('/', { target: element(true) }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, target: element(true) }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
  });

  it('leaves other keys and combinations alone', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('nextOption', () => {
  it('moves down and up through the options, around the ends', () => {
    expect(nextOption('ArrowDown', undefined, 3)).toBe(0);
    expect(nextOption('ArrowDown', 2, 3)).toBe(0);
    expect(nextOption('ArrowUp', undefined, 3)).toBe(2);
    expect(nextOption('ArrowUp', 0, 3)).toBe(2);
    expect(nextOption('ArrowUp', 2, 3)).toBe(1);
  });

  it('goes to the first and last option with Home and End once one is active, and leaves them to the text before', () => {
    expect(nextOption('Home', 2, 3)).toBe(0);
    expect(nextOption('End', 0, 3)).toBe(2);
    expect(nextOption('Home', undefined, 3)).toBe('unchanged');
  });

  it('leaves every key to the text when there is no option', () => {
    expect(nextOption('ArrowDown', undefined, 0)).toBe('unchanged');
    expect(nextOption('a', 1, 3)).toBe('unchanged');
  });
});
