// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchShortcut, WAKING_KEY_ANSWERED_WITHIN_MS } from './use-search-shortcut.ts';

function Shortcut({ enabled, open }: { enabled: boolean; open: () => void }) {
  useSearchShortcut(enabled, open);
  return <textarea aria-label="Message" />;
}

/** A key pressed on `target` before anything listened, as the islands' scheduler records it. */
function pressedBeforeHydration(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  target.dispatchEvent(event);
  window.__firstInteraction = event;
  return event;
}

// jsdom's document has the focus only once an element took it; a visitor's page has it from the start.
beforeEach(() => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.__firstInteraction = undefined;
});

describe('useSearchShortcut', () => {
  it('opens on / and Ctrl-K, and not on / typed into a field', () => {
    const open = vi.fn();
    const { getByRole } = render(<Shortcut enabled open={open} />);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    getByRole('textbox').dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('answers the / that woke the navigation, once', () => {
    pressedBeforeHydration({ key: '/' });
    const open = vi.fn();
    render(<Shortcut enabled open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
    cleanup();
    render(<Shortcut enabled open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a first key that was no shortcut, or a site without search', () => {
    const open = vi.fn();
    pressedBeforeHydration({ key: 'a' });
    render(<Shortcut enabled open={open} />);
    cleanup();
    pressedBeforeHydration({ key: '/' });
    render(<Shortcut enabled={false} open={open} />);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves alone a waking / answered too late, or once the page lost the focus (the browser’s find bar took it)', () => {
    const open = vi.fn();
    const { timeStamp } = pressedBeforeHydration({ key: '/' });
    const later = vi.spyOn(performance, 'now').mockReturnValue(timeStamp + WAKING_KEY_ANSWERED_WITHIN_MS + 1);
    render(<Shortcut enabled open={open} />);
    later.mockRestore();
    cleanup();
    pressedBeforeHydration({ key: '/' });
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    render(<Shortcut enabled open={open} />);
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves alone a / the visitor typed into a field before the code came', () => {
    const field = document.createElement('textarea');
    document.body.append(field);
    pressedBeforeHydration({ key: '/' }, field);
    const open = vi.fn();
    render(<Shortcut enabled open={open} />);
    expect(open).not.toHaveBeenCalled();
    field.remove();
  });
});
