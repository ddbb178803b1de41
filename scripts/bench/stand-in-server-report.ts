/**
 * What the analytics stand-in received in a sitting, said after the table: the proof that the
 * analytics pages were measured with their provider's script running. A sitting in which it served
 * no script or counted no page view measured nothing of analytics, and fails.
 */
import type { StandInCounts } from './stand-in-server.ts';

export interface StandInReport {
  lines: string[];
  /** Whether the analytics ran at all. */
  ran: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `audits`: how many audits of pages with analytics the sitting made (each should load the script once and send one page view). */
export function standInReport(provider: string, counts: StandInCounts, audits: number): StandInReport {
  const ran = counts.scripts > 0 && counts.pageviews > 0;
  const lines = [
    `${provider} stand-in: ${plural(counts.scripts, 'script')} served, ${plural(counts.pageviews, 'page view')}, ${plural(counts.events, 'event')}, in ${plural(audits, 'audit')} of pages with analytics`,
    ...counts.refused.map((request) => `  refused: ${request}`),
  ];
  if (!ran)
    lines.push(
      `✖ The provider’s script never ran: the analytics pages were measured without it. Its loader skips a page off the site’s host, with a privacy signal or opted out (the loader’s data-skipped says which).`,
    );
  else if (counts.pageviews < audits) lines.push(`⚠ ${audits - counts.pageviews} of the ${audits} audits sent no page view before the next began.`);
  else if (counts.pageviews > audits)
    lines.push(
      '  (more page views than audits: Lighthouse’s back/forward cache check leaves a page and comes back, and a page the cache cannot keep, such as one answered with 404, loads again and counts again)',
    );
  return { lines, ran };
}
