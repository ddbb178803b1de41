/**
 * The sample site with a series (post-reading.test.ts): the sample's newest post becomes the
 * first part of "Automating invoices", two new posts its second and third, and its French
 * translation names the series in French. It changes a copy of the frozen sample, never content/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { replaceInFile } from '../../support/temp-project.ts';

export const SERIES = { en: 'Automating invoices', fr: 'Automatiser les factures' };
/** The sample's newest post, the series' first part. */
export const FIRST_PART = 'reading-invoices-with-vision';
/** The parts the site adds, by slug, with their titles. */
export const ADDED_PARTS = { 'invoices-by-email': 'Invoices that arrive by email', 'invoices-in-the-ledger': 'Invoices in the ledger' };

const part = (title: string, date: string) =>
  [
    '---',
    `title: ${title}`,
    `date: ${date}`,
    `summary: ${title}, in brief.`,
    'tags: [Automation]',
    `series: ${SERIES.en}`,
    '---',
    '',
    `${title}.`,
    '',
  ].join('\n');

export function addSeries(root: string): void {
  const posts = path.join(root, 'content', 'posts');
  replaceInFile(path.join(posts, `${FIRST_PART}.md`), 'tags: [', `series: ${SERIES.en}\ntags: [`);
  replaceInFile(path.join(root, 'content', 'fr', 'posts', `${FIRST_PART}.md`), 'summary: ', `series: ${SERIES.fr}\nsummary: `);
  const [byEmail, inLedger] = Object.entries(ADDED_PARTS);
  if (!byEmail || !inLedger) throw new Error('two parts are added');
  fs.writeFileSync(path.join(posts, `${byEmail[0]}.md`), part(byEmail[1], '2026-11-05'));
  fs.writeFileSync(path.join(posts, `${inLedger[0]}.md`), part(inLedger[1], '2026-11-12'));
}
