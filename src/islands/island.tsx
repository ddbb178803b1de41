/**
 * Marks where an island goes in the static page (server only). The page renders an empty
 * placeholder and records the island; render-islands.tsx then renders each island as its own
 * React root into its placeholder, and writes all their props into one JSON script.
 */
import { createContext, useContext } from 'react';
import type { AnyIsland, HydrateStrategy, IslandDefinition, Serializable } from './define-island.ts';

export interface PlacedIsland {
  id: string;
  island: AnyIsland;
  props: object;
  hydrate: HydrateStrategy;
}

/** Collects the islands of one render of a page. */
export class IslandCollector {
  readonly islands: PlacedIsland[] = [];

  place(island: Omit<PlacedIsland, 'id'>): string {
    const id = `i${this.islands.length}`;
    this.islands.push({ id, ...island });
    return id;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | undefined>(undefined);

interface IslandProps<P extends object> {
  /** The island (from its `*.island.tsx` module). */
  of: IslandDefinition<P>;
  /** Its props, written into the HTML as JSON. */
  props: P & Serializable<P>;
  /** When the browser loads and hydrates it. */
  hydrate: HydrateStrategy;
}

export function Island<P extends object>({ of, props, hydrate }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error(`<Island of={${of.islandName}}> rendered outside the page renderer (src/app/entry-server.tsx)`);
  const id = collector.place({ island: of as AnyIsland, props, hydrate });
  return <div data-island={of.islandName} data-island-id={id} data-hydrate={hydrate} />;
}

/** The placeholder's exact HTML, which render-islands.tsx fills. */
export function placeholder({ id, island, hydrate }: PlacedIsland): string {
  return `<div data-island="${island.islandName}" data-island-id="${id}" data-hydrate="${hydrate}"></div>`;
}
