/**
 * How fast this machine runs a page's kind of work, so that a task measured here can be said in
 * the time it takes on the phone the budget is for. Lighthouse's mobile run slows the CPU 4× on
 * whatever machine it is on: the same page then blocks twice as long on a machine half as fast.
 * The budget instead runs a fixed piece of work (strings, arrays, objects, JSON: what parsing
 * and rendering a page does) in the page, and scales each task by how long that work takes here
 * against how long it takes on the reference phone.
 */

/**
 * The work, as a page runs it: one run, in a task of its own. A string, so that no compiler
 * rewrites the function the browser receives.
 */
export const YARDSTICK_IN_PAGE = `(() => {
  let text = '';
  for (let i = 0; i < 100000; i++) text += String.fromCharCode(97 + (i % 26));
  const rows = Array.from({ length: 50000 }, (_, i) => ({ id: i, name: text.slice(i, i + 8), tags: [i % 7, i % 11] }));
  const copy = JSON.parse(JSON.stringify(rows));
  if (copy.length !== rows.length) throw new Error('unreachable');
})()`;

/** How many runs the yardstick is the fastest of: the first ones warm the JavaScript engine up, and anything else the machine does only ever slows a run down. */
export const YARDSTICK_RUNS = 10;

/**
 * How long the work takes on the reference phone, in CPU milliseconds: four times what it took on
 * the 2-core machine the bench's figures of issue 42 were measured on (27 ms, the fastest of ten
 * runs), which is what Lighthouse's mobile run (4×) there stands for. A task of 12.5 ms on that
 * machine is 50 ms on the phone; on a machine half as fast, a task of 25 ms.
 */
export const PHONE_YARDSTICK_MS = 4 * 27;

/** How many times longer than on this machine a task takes on the reference phone. */
export const phoneSlowdown = (yardstickHereMs: number): number => PHONE_YARDSTICK_MS / yardstickHereMs;
