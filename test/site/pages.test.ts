/**
 * The owner's built pages, every one (support/check-page.ts), as many at once as the machine has
 * cores (the site project's maxConcurrency), each in a tab of its own (support/visitor-tabs.ts).
 */
import { afterAll, describe, it } from 'vitest';
import { builtPages } from './support/built-site.ts';
import { checkPage } from './support/check-page.ts';
import { closeTabs } from './support/visitor-tabs.ts';

afterAll(closeTabs);

describe.concurrent('every page the build made', () => {
  it.for(builtPages())('$file', (page, { expect }) => checkPage(page, expect));
});
