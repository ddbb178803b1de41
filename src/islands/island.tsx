/**
 * Marks where an island goes in the static page (server only). The page is rendered twice: the
 * first render records its islands, render-islands.tsx renders each as its own React root, and
 * the second render puts each island's HTML in its element.
 */
import { createContext, useContext } from 'react';
import type { AnyIsland, HydrateStrategy, IslandDefinition, Serializable } from './define-island.ts';
import { propsInFile } from './hydrate-strategy.ts';

export interface PlacedIsland {
  id: string;
  island: AnyIsland;
  props: object;
  hydrate: HydrateStrategy;
  /** Whether its props go into the page's deferred JSON file rather than the page itself. */
  propsInFile: boolean;
}

/** Collects the islands of one render of a page, in order: each render of the page numbers them alike. */
export class IslandCollector {
  readonly islands: PlacedIsland[] = [];

  /** @param rendered each island's own HTML by id, once rendered (for the page's second render). */
  constructor(private readonly rendered: ReadonlyMap<string, string> = new Map()) {}

  /** Records an island; returns its id and, when it has been rendered, its HTML. */
  place(island: Omit<PlacedIsland, 'id'>): { id: string; html?: string } {
    const id = `i${this.islands.length}`;
    this.islands.push({ id, ...island });
    return { id, html: this.rendered.get(id) };
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
  /**
   * Where its props travel, when not where its strategy puts them (hydrate-strategy.ts): `file`
   * for an island that starts at the first interaction but whose props would weigh on the page.
   */
  propsIn?: 'file';
  /** Attributes of the island's own element, which stay in the static page (the search index's marks: src/hooks/use-search-marks.ts). */
  marks?: Readonly<Record<`data-${string}`, string>>;
}

export function Island<P extends object>({ of, props, hydrate, propsIn, marks }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error(`<Island of={${of.islandName}}> rendered outside the page renderer (src/app/entry-server.tsx)`);
  const { id, html } = collector.place({ island: of as AnyIsland, props, hydrate, propsInFile: propsInFile(hydrate, propsIn) });
  // The island's own root: its HTML comes from its own render, as hydrateRoot will expect it.
  const inner = html === undefined ? undefined : { __html: html };
  // Only an exception to its strategy's rule says where its props are: the loader knows the rule.
  return (
    <div data-island={of.islandName} data-island-id={id} data-hydrate={hydrate} data-props={propsIn} {...marks} dangerouslySetInnerHTML={inner} />
  );
}
