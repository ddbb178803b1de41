/**
 * How the long-task measurement spends its loads: the pages are loaded in passes, each page over
 * its budget once more in each, up to `loads` times, its shortest load kept. A page's loads are
 * spread over the whole measurement rather than taken in a row, as a machine can be slower for
 * seconds at a time, and what it does beside a load can only lengthen it. Chromium is the
 * caller's (long-tasks.ts): this is the rule alone.
 */

/** One load of a page: its longest task in CPU milliseconds here, and how much longer it takes on the reference phone. */
export interface Load {
  here: number;
  slowdown: number;
}

/** What has been measured of one page: its shortest load, as on the phone. */
export interface Measured<P> {
  page: P;
  here: number;
  phone: number;
  slowdown: number;
  loads: number;
  failures: number;
  /** Why it could not be measured: its second failed load's first line. */
  error?: string;
}

export async function loadInPasses<P>(
  pages: readonly P[],
  loads: number,
  budgetMs: (page: P) => number,
  load: (page: P) => Promise<Load>,
): Promise<Measured<P>[]> {
  const measuring: Measured<P>[] = pages.map((page) => ({ page, here: Infinity, phone: Infinity, slowdown: NaN, loads: 0, failures: 0 }));
  // Each pass loads every page left once: its loads, or a failed one, count towards its end.
  for (;;) {
    const left = measuring.filter(({ page, phone, error, loads: done }) => error === undefined && done < loads && !(phone <= budgetMs(page)));
    if (left.length === 0) return measuring;
    for (const measured of left) {
      try {
        const { here, slowdown } = await load(measured.page);
        if (here * slowdown < measured.phone) Object.assign(measured, { here, phone: here * slowdown, slowdown });
        measured.loads++;
      } catch (error) {
        // A load that fails (a timeout on a slow machine) is tried once more, in the next pass.
        if (++measured.failures > 1) measured.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
    }
  }
}
