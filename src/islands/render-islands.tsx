/**
 * Server side of the islands: renders each island placed in a page as its own React root (so
 * its HTML and ids are what the browser's hydrateRoot expects), and returns each one's HTML and
 * every island's props by id: inline (written into the page as JSON) or deferred (a separate
 * JSON file fetched with the island's code, so their data does not weigh on the first paint), as
 * the island's placement decides (island.tsx, hydrate-strategy.ts).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PlacedIsland } from './island.tsx';
import type { PageLanguage } from '../i18n/page-language.tsx';
import { islandTree } from './island-tree.tsx';

export interface IslandWrappers {
  /** Wraps the first render, which only lets lazy components load (and can record styles apart). */
  prepare: (tree: ReactNode) => ReactNode;
  /** Wraps the render whose HTML is kept (with the page's style sheet). */
  render: (tree: ReactNode) => ReactNode;
}

/** Renders once to let lazy components load, then synchronously, as the page itself is rendered. */
async function renderComplete(tree: ReactNode, { prepare, render }: IslandWrappers, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(prepare(tree), { identifierPrefix });
  for await (const chunk of prelude) void chunk;
  const html = renderToString(render(tree), { identifierPrefix });
  if (/<!--\$[?!]-->/.test(html)) throw new Error('a component still suspended; its fallback would ship instead of its HTML');
  return html;
}

export interface IslandProps {
  inline: Record<string, object>;
  deferred: Record<string, object>;
}

/**
 * @param wrappers add what every root needs on the server (the style sheet that collects the CSS).
 * @returns each island's HTML by id, for the page's second render, and the islands' props.
 */
export async function renderIslands(
  islands: readonly PlacedIsland[],
  wrappers: IslandWrappers,
  language: PageLanguage,
): Promise<{ html: Map<string, string>; props: IslandProps }> {
  const html = new Map<string, string>();
  for (const island of islands) html.set(island.id, await renderComplete(islandTree(island.island, island.props, language), wrappers, island.id));
  const props: IslandProps = { inline: {}, deferred: {} };
  // An island without props has none written: the browser side gives it `{}`.
  for (const island of islands) {
    if (Object.keys(island.props).length) props[island.propsInFile ? 'deferred' : 'inline'][island.id] = island.props;
  }
  return { html, props };
}
