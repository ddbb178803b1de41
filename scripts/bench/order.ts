/**
 * The order of the audits in a sitting. The load on a shared machine drifts over minutes, so every
 * page is measured close in time to the floor it is judged against and to its counterparts in the
 * other builds, and each run starts at a different point of the round, so that no audit is always
 * the first after a pause or always the last of a run.
 */

/** The floors spread evenly among the pages (which come grouped: a page, then the same page of each other build). */
export function interleave<T>(pages: readonly T[], floors: readonly T[]): T[] {
  const order: T[] = [];
  let next = 0;
  for (const [i, page] of pages.entries()) {
    while (next < floors.length && Math.round((next * pages.length) / floors.length) <= i) order.push(floors[next++] as T);
    order.push(page);
  }
  return [...order, ...floors.slice(next)];
}

/** Run `run` (from 0) of `runs`: the round turned by an even share of its length, so over the runs each audit takes its turn early and late. */
export function runOrder<T>(round: readonly T[], run: number, runs: number): T[] {
  if (round.length === 0) return [];
  const shift = Math.floor((run * round.length) / Math.max(1, runs)) % round.length;
  return [...round.slice(shift), ...round.slice(0, shift)];
}

/** Each page of the site followed by the same page (same language and kind) of each other build, then what those builds have that the site has not. */
export function groupByPage<T>(builds: readonly (readonly T[])[], key: (item: T) => string): T[] {
  const [first = [], ...others] = builds;
  const rest = others.map((items) => [...items]);
  const order: T[] = [];
  for (const item of first) {
    order.push(item);
    for (const items of rest) {
      const at = items.findIndex((other) => key(other) === key(item));
      if (at >= 0) order.push(...items.splice(at, 1));
    }
  }
  return [...order, ...rest.flat()];
}
