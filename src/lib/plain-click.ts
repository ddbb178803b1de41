/** A click that means "here, in this page" and nothing more: the main button, no modifier (which would open a new tab or window). */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
