/**
 * The owner's built pages, every one (support/check-page.ts), as many at once as the machine has
 * cores (the site project's maxConcurrency): the checks mostly wait on Chromium.
 */
import { describe, it } from 'vitest';
import { builtPages } from './support/built-site.ts';
import { checkPage } from './support/check-page.ts';

describe.concurrent('every page the build made', () => {
  it.for(builtPages())('$file', (page, { expect }) => checkPage(page, expect));
});
