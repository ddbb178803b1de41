/**
 * styled-components gives every element two classes: the one its rules are under, and its
 * component's id, which only matters to a rule that selects the component itself
 * (`${Card}:hover &`). Static HTML is never rendered again in the browser, so there the id is
 * bytes for nothing — some 0.4 kB of a page that must fit in one round trip. It is removed from
 * static HTML wherever no rule selects it; islands keep theirs, as their hydration expects them.
 */

/** The component ids (`s1wabah`) that some rule in the style tags selects. */
export function selectedComponentIds(styleTags: string, ids: ReadonlySet<string>): Set<string> {
  // The markers name every component; only a rule's selector counts.
  const rules = styleTags.replace(/data-styled\.g\d+\[id="[^"]+"\]/g, '');
  const selected = new Set(rules.match(/\.s[a-z0-9]+(?![\w-])/g)?.map((name) => name.slice(1)));
  return new Set([...ids].filter((id) => selected.has(id)));
}

/** `html` with the ids in `strip` removed from every class attribute. */
export function stripClassIds(html: string, strip: ReadonlySet<string>): string {
  if (strip.size === 0) return html;
  return html.replace(/ class="([^"]*)"/g, (_attribute, value: string) => {
    const kept = value.split(' ').filter((name) => !strip.has(name));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}
