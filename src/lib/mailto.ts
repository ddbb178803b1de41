/** A mailto: link with a prefilled subject and body (spaces as %20, which mail clients expect). */
export function mailtoLink(address: string, { subject, body }: { subject?: string; body?: string } = {}): string {
  const params = [subject ? `subject=${encodeURIComponent(subject)}` : '', body ? `body=${encodeURIComponent(body)}` : ''].filter(Boolean);
  return `mailto:${address}${params.length ? `?${params.join('&')}` : ''}`;
}
