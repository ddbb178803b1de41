/** "+33 555 010 2030" → "tel:+335550102030": a dialable link from a number written for people. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
