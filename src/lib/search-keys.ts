/**
 * The search's keys: the shortcuts that open it, and how the combobox's keys move through the
 * results (WAI-ARIA combobox pattern with a listbox popup:
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/).
 */

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
}

/** Whether the key goes into something the visitor is typing in, where `/` is a character. */
function typingIn(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** `/` (not while typing in a field), or Ctrl-K / ⌘-K anywhere. */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
}

/**
 * The option the combobox's key makes active among `count` options (`active` undefined: none, focus in
 * the text), or `unchanged` for a key that is the text field's own. Down and Up wrap around; Home and
 * End move among the options only once one is active (before, they move the text cursor).
 */
export function nextOption(key: string, active: number | undefined, count: number): number | undefined | 'unchanged' {
  if (count === 0) return 'unchanged';
  switch (key) {
    case 'ArrowDown':
      return active === undefined || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active === undefined || active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return active === undefined ? 'unchanged' : 0;
    case 'End':
      return active === undefined ? 'unchanged' : count - 1;
    default:
      return 'unchanged';
  }
}
