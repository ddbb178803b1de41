/** Holds the requests matching a pattern until released: a slow network for one island's code. */
import type { Page } from 'playwright-core';

export interface Held {
  /** Resolves once a matching request has been made (and is being held). */
  requested: Promise<void>;
  release: () => void;
}

export async function holdRequests(page: Page, pattern: RegExp): Promise<Held> {
  let release!: () => void;
  let requested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: seen, release };
}
