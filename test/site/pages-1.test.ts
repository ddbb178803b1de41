/** The owner's built pages, share 1 of 2 (the checks: support/describe-pages.ts). */
import { describePages, pagesShare } from './support/describe-pages.ts';

describePages(pagesShare(0, 2));
