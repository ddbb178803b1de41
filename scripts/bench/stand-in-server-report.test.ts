import { expect, it } from 'vitest';
import { standInReport } from './stand-in-server-report.ts';

const counts = (scripts: number, pageviews: number, refused: string[] = []) => ({ scripts, pageviews, events: 0, refused });

it('says what the stand-in received for the audits of the pages with analytics', () => {
  expect(standInReport('plausible', counts(30, 30), 30)).toEqual({
    lines: ['plausible stand-in: 30 scripts served, 30 page views, 0 events, in 30 audits of pages with analytics'],
    ran: true,
  });
  expect(standInReport('umami', counts(1, 1, ['GET https://cloud.umami.is/favicon.ico']), 1).lines).toEqual([
    'umami stand-in: 1 script served, 1 page view, 0 events, in 1 audit of pages with analytics',
    '  refused: GET https://cloud.umami.is/favicon.ico',
  ]);
});

it('fails a sitting in which the script never ran, and warns of audits that sent no page view', () => {
  const none = standInReport('plausible', counts(0, 0), 30);
  expect(none.ran).toBe(false);
  expect(none.lines[1]).toMatch(/^✖ The provider’s script never ran/);
  expect(standInReport('plausible', counts(30, 0), 30).ran).toBe(false);
  expect(standInReport('plausible', counts(30, 28), 30)).toEqual({
    lines: [
      'plausible stand-in: 30 scripts served, 28 page views, 0 events, in 30 audits of pages with analytics',
      '⚠ 2 of the 30 audits sent no page view before the next began.',
    ],
    ran: true,
  });
});

it('says why there can be more page views than audits', () => {
  expect(standInReport('plausible', counts(70, 70), 60).lines[1]).toMatch(
    /^ {2}\(more page views than audits: Lighthouse’s back\/forward cache check/,
  );
});
