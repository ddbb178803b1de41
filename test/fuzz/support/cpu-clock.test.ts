import { expect, it } from 'vitest';
import { cpuSeconds } from './cpu-clock.ts';

it.runIf(process.platform === 'linux')('counts the CPU a process uses, as Node counts its own, not the time that passes', async () => {
  const started = performance.now();
  const own = process.cpuUsage();
  const before = cpuSeconds(process.pid) ?? Number.NaN;
  const busyUntil = performance.now() + 300;
  while (performance.now() < busyUntil);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const counted = (cpuSeconds(process.pid) ?? Number.NaN) - before;
  const used = process.cpuUsage(own);
  // Both count every thread; /proc in hundredths of a second.
  expect(Math.abs(counted - (used.user + used.system) / 1e6)).toBeLessThan(0.05);
  expect(counted).toBeLessThan((performance.now() - started) / 1000 - 0.2);
});

it('knows no process that is not there', () => {
  expect(cpuSeconds(2 ** 22 + 1)).toBeUndefined();
});
