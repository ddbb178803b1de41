/**
 * How islands' props travel: one `<script type="application/json">` in the page (data, not code:
 * the CSP needs nothing for it) holds the props of islands that hydrate right after load, and
 * names a hashed JSON file with the props of islands that wait to be scrolled near.
 */
export const ISLAND_PROPS_ID = 'island-props';

/**
 * Reads the page's inline props, and fetches the deferred ones once, when first needed. An island
 * with no props has none written (`{}`); only an island that waited (`deferred`) looks in the file.
 */
export function islandPropsReader(doc: Document): (id: string, deferred: boolean) => Promise<object> {
  const script = doc.getElementById(ISLAND_PROPS_ID);
  const inline = JSON.parse(script?.textContent || '{}') as Record<string, object>;
  const deferredUrl = script?.dataset.deferred;
  let deferred: Promise<Record<string, object>> | undefined;
  return async (id, inFile) => {
    if (id in inline) return inline[id] ?? {};
    if (!inFile || !deferredUrl) return {};
    deferred ??= fetch(deferredUrl).then((response) => {
      if (!response.ok) throw new Error(`${deferredUrl} answered ${response.status}`);
      return response.json() as Promise<Record<string, object>>;
    });
    return (await deferred)[id] ?? {};
  };
}
