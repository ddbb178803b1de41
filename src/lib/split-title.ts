/** "Meta Front-End Developer - Professional Certificate" → title and subtitle (docs/product-spec.md §2 About). */
export function splitTitle(full: string): { title: string; subtitle?: string } {
  const at = full.indexOf(' - ');
  if (at < 0) return { title: full.trim() };
  const title = full.slice(0, at).trim();
  const subtitle = full.slice(at + 3).trim();
  return subtitle ? { title, subtitle } : { title };
}
