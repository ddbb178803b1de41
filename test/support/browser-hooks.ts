/** A setup file of the browser and site projects: each test file closes the pages and contexts its tests opened. */
import { registerBrowserHooks } from './browser.ts';

registerBrowserHooks();
