/**
 * An island is an interactive component inside the static page: prerendered in place with the
 * rest of the HTML, then hydrated on its own in the browser (see hydrate-islands.ts). Its props
 * travel in the HTML as JSON, so they must be plain data.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';

export type { HydrateStrategy } from './hydrate-strategy.ts';

/** Props that survive JSON: no functions, no class instances. */
export type Serializable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? readonly Serializable<U>[]
      : { [K in keyof T]: Serializable<T[K]> };

/**
 * An island's component, as its `*.island.tsx` module exports it (by default): a component like
 * any other, so the module stays a React Fast Refresh boundary, that knows its island's name.
 */
export interface IslandDefinition<P extends object = object> {
  (props: P): ReactElement;
  /** The island's name in the HTML: the stem of its `*.island.tsx` file. */
  readonly islandName: string;
}

/** Any island, whatever its props (for the registry and the loader). */
export type AnyIsland = IslandDefinition<never>;

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandDefinition<P> {
  const Island = (props: P) => createElement(Component, props);
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Object.assign(Island, { islandName: name });
}
