import { describe, expect, it } from 'vitest';
import { sharedWork } from './shared-work.ts';

describe('sharedWork', () => {
  it('does the work once per key, shared by every caller while it runs and after', async () => {
    const once = sharedWork<string, number>();
    let runs = 0;
    const work = () => Promise.resolve(++runs);
    const [a, b] = await Promise.all([once('a', work), once('a', work)]);
    expect([a, b, await once('a', work), runs]).toEqual([1, 1, 1, 1]);
    expect(await once('b', work)).toBe(2);
  });

  it('forgets a failure, so that the next caller tries again', async () => {
    const once = sharedWork<string, string>();
    await expect(once('a', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    expect(await once('a', () => Promise.resolve('font'))).toBe('font');
  });
});
