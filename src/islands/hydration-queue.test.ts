import { describe, expect, it } from 'vitest';
import { hydrationQueue, yieldToMain } from './hydration-queue.ts';

const island = (name: string) => ({ name }) as unknown as Element;
const nameOf = (element: Element) => (element as unknown as { name: string }).name;

/** A queue whose yields are counted, with a record of what ran and when the browser had its turns. */
function recorded(onScreen: (name: string) => boolean = () => false) {
  const log: string[] = [];
  const queue = hydrationQueue({
    onScreen: (element) => onScreen(nameOf(element)),
    yieldToBrowser: async () => {
      log.push('yield');
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  });
  const run =
    (name: string, fail = false) =>
    async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
    };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 30));
  return { log, queue, run, settled };
}

describe('hydrationQueue', () => {
  it('hydrates one island at a time, giving the browser a turn before each', async () => {
    const { log, queue, run, settled } = recorded();
    const [a, b, c] = [island('a'), island('b'), island('c')];
    queue.add(a, run('a'));
    queue.add(b, run('b'));
    queue.add(c, run('c'));
    await settled();
    expect(log).toEqual(['yield', 'start a', 'end a', 'yield', 'start b', 'end b', 'yield', 'start c', 'end c']);
  });

  it('takes the islands on screen first, then the rest in the order they were wanted', async () => {
    const { log, queue, run, settled } = recorded((name) => name === 'c');
    const [a, b, c] = [island('a'), island('b'), island('c')];
    queue.add(a, run('a'));
    // While the browser has its turn before a, b and c are wanted too, and c is on screen.
    queue.add(b, run('b'));
    queue.add(c, run('c'));
    await settled();
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start c', 'start a', 'start b']);
  });

  it('chooses the next island after the browser’s turn, so one touched during it goes next', async () => {
    const { log, queue, run, settled } = recorded();
    const [a, b, c] = [island('a'), island('b'), island('c')];
    queue.add(a, async () => {
      await run('a')();
      // c is touched in the browser's turn that follows a.
      setTimeout(() => queue.add(c, run('c'), true), 0);
    });
    queue.add(b, run('b'));
    await settled();
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start a', 'start c', 'start b']);
  });

  it('moves an island a visitor touched to the front, and never hydrates one twice', async () => {
    const { log, queue, run, settled } = recorded((name) => name === 'b');
    const [a, b, c, d] = [island('a'), island('b'), island('c'), island('d')];
    queue.add(a, run('a'));
    queue.add(b, run('b'));
    queue.add(c, run('c'));
    queue.add(d, run('d'));
    queue.add(d, run('d'), true);
    queue.add(a, run('a'), true);
    await settled();
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start a', 'start d', 'start b', 'start c']);
  });

  it('goes on after an island that failed, and starts again when more are wanted', async () => {
    const { log, queue, run, settled } = recorded();
    queue.add(island('a'), run('a', true));
    queue.add(island('b'), run('b'));
    await settled();
    queue.add(island('c'), run('c'));
    await settled();
    expect(log.filter((entry) => entry.startsWith('end'))).toEqual(['end a', 'end b', 'end c']);
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    let yielded = 0;
    const scope = globalThis as { scheduler?: unknown };
    scope.scheduler = { yield: () => Promise.resolve(void yielded++) };
    try {
      await yieldToMain();
    } finally {
      delete scope.scheduler;
    }
    expect(yielded).toBe(1);
  });

  it('resolves in a later task where it does not', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['earlier task', 'after the yield']);
  });
});
