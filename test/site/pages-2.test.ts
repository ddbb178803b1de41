/** The owner's built pages, share 2 of 2 (the checks: support/describe-pages.ts). */
import { describePages, pagesShare } from './support/describe-pages.ts';

describePages(pagesShare(1, 2));
