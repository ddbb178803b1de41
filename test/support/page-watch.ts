/** What a page does that a test asserts never happens: console errors and warnings, uncaught exceptions, requests to another site. */
import type { ConsoleMessage, Page, Request } from 'playwright-core';

export interface PageWatch {
  /** Console errors and warnings, and uncaught exceptions, in order. */
  consoleProblems: string[];
  /** Requests that went to another origin than the site's. */
  thirdPartyRequests: string[];
  /** Stops recording (a page reused for the next visit). */
  stop: () => void;
}

export function watchPage(page: Page, origin: string): PageWatch {
  const consoleProblems: string[] = [];
  const thirdPartyRequests: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') consoleProblems.push(`${msg.type()}: ${msg.text()}`);
  };
  const onError = (error: Error) => consoleProblems.push(`exception: ${error.message}`);
  const onRequest = (request: Request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) thirdPartyRequests.push(url);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  };
  return { consoleProblems, thirdPartyRequests, stop };
}
