/**
 * The browser side of the islands, and the page's only first-load script: finds every
 * `[data-island]` placeholder the prerender filled, and hydrates each one as its own React root
 * when its strategy says so (load, idle, interaction, visible) or as soon as a visitor touches it. Events the
 * visitor caused before then are replayed (early-events.ts). Static HTML around the islands is
 * never touched: it ships no component code and no data.
 */
import type { PageLanguage } from '../i18n/page-language.tsx';
import type { AnyIsland } from './define-island.ts';
import { propsInFile, type HydrateStrategy } from './hydrate-strategy.ts';
import { replay, waitingIsland } from './early-events.ts';
import { hydrationQueue, yieldToMain } from './hydration-queue.ts';
import { islandPropsReader } from './island-props.ts';
import { schedule } from './schedule.ts';

export type IslandLoaders = Readonly<Record<string, () => Promise<AnyIsland>>>;

export interface HydrateOptions {
  /** The page's language, its dictionary loaded (with the first island that starts). */
  language: () => Promise<PageLanguage>;
  doc?: Document;
}

const STRATEGIES: readonly string[] = ['load', 'idle', 'interaction', 'visible'] satisfies HydrateStrategy[];
const TRIGGERS = ['pointerdown', 'focusin', 'pointerenter'] as const;

/** Whether an island's content (its element has no box of its own) is in the viewport. */
function onScreen(element: Element): boolean {
  return [...element.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });
}

export function hydrateIslands(loaders: IslandLoaders, { language, doc = document }: HydrateOptions): void {
  const props = islandPropsReader(doc);
  const starters = new Map<Element, (urgent: boolean) => void>();
  const queue = hydrationQueue({ onScreen });
  const pending = new Map<Element, Event[]>();

  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const { island: name = '', islandId: id = '', hydrate = 'load', props: propsIn } = element.dataset;
    const strategy = STRATEGIES.includes(hydrate) ? (hydrate as HydrateStrategy) : 'load';
    const load = loaders[name];
    if (!load) {
      console.error(`No island is registered as "${name}" (src/app/islands.ts).`);
      continue;
    }
    const inFile = propsInFile(strategy, propsIn);
    const run = async () => {
      // Each module's code runs in a task of its own: React's, the islands' runtime, then the island's.
      await import('react-dom/client');
      await yieldToMain();
      const { hydrateIsland } = await import('./hydrate-island.tsx');
      await yieldToMain();
      const [island, islandProps, pageLanguage] = await Promise.all([load(), props(id, inFile), language()]);
      await yieldToMain();
      // An island the page took out meanwhile (a project page's dialog, closed before React came) never starts.
      if (!element.isConnected) return;
      // From here React owns the island and replays what happens while it hydrates.
      element.dataset.hydrated = 'false';
      await hydrateIsland(element, island, islandProps, id, pageLanguage);
      element.dataset.hydrated = 'true';
      element.removeAttribute('aria-busy');
      replay(pending.get(element) ?? []);
      pending.delete(element);
    };
    const start = (urgent = false) =>
      queue.add(element, () => run().catch((error: unknown) => console.error(`Island ${name} could not start`, error)), urgent);
    starters.set(element, start);
    for (const type of TRIGGERS) element.addEventListener(type, () => start(true), { once: true, passive: true });
    schedule(strategy, element, start);
  }

  const route = (event: Event) => {
    const island = waitingIsland(event);
    if (!island) return;
    if (event.type === 'submit') {
      event.preventDefault();
      island.setAttribute('aria-busy', 'true');
    }
    pending.set(island, [...(pending.get(island) ?? []), event]);
    starters.get(island)?.(true);
  };
  const early = window.__islandEvents;
  early?.stop();
  doc.addEventListener('click', route, true);
  doc.addEventListener('submit', route, true);
  for (const event of early?.queue ?? []) route(event);
}
