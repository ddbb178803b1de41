/** Follows a link from script the way a click on it would (mailto: opens the mail client). */
export function openLink(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
