/**
 * Runs axe-core on a component rendered in jsdom and fails on any violation, whatever its
 * impact. jsdom has no layout, so the rules that need one (colour contrast) are left to the
 * browser tests, which run axe on the built page in both colour schemes.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  expect(
    result.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
