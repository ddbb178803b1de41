/** Printing the page (Ctrl+P) gives a clean CV: checked on the PDF Chromium prints. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { sample } from '../support/sample-site.ts';

const { experience, profile, projects } = sample;

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    // Reading order, not paint order: top to bottom, then left to right.
    const items = content.items.flatMap((item) =>
      'str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : [],
    );
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    pages.push(items.map((item) => item.str).join(' '));
  }
  return { pages: doc.numPages, text: pages.join('\n').replace(/\s+/g, ' ') };
}

describe('print', () => {
  it('prints the CV: sections in order, every project, link targets, no page chrome', async () => {
    const opened = await openPage('/', { colorScheme: 'dark' });
    const { page } = opened;
    const { pages, text } = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    expect(pages).toBeGreaterThan(1);

    const order = [
      profile.name,
      profile.headline,
      'About Me',
      'Education',
      'Certifications',
      'Technical Skills',
      'Professional Experience',
      'Professional Roles',
      'Internships',
      'Selected Projects',
      'Get In Touch',
    ];
    const positions = order.map((t) => text.indexOf(t));
    expect(
      positions.every((p) => p >= 0),
      `missing: ${order.filter((_, i) => (positions[i] ?? -1) < 0).join(', ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    for (const project of projects.projects) expect(text).toContain(project.title);
    for (const role of [...experience.roles, ...experience.internships]) expect(text).toContain(role.company);
    // Long URLs wrap across lines in the PDF: compare them without white space.
    const compact = text.replace(/\s+/g, '');
    expect(compact).toContain(`(${projects.projects[0]?.links?.github ?? 'a GitHub link'})`);
    expect(compact).toContain(profile.profiles.linkedin);
    expect(text).toContain(profile.email);

    for (const chrome of [
      'Skip to content',
      'Back to top',
      'View Details',
      'Send Message',
      '* Required',
      'Leave this field empty',
      'Get In Touch Home',
      'Web Application AI Automation',
      'Resume',
    ]) {
      expect(text, chrome).not.toContain(chrome);
    }
    await opened.close();
  });

  it('keeps entries whole and prints in light colours', async () => {
    const opened = await openPage('/', { colorScheme: 'dark' });
    const { page } = opened;
    await page.emulateMedia({ media: 'print' });
    expect(
      await page
        .locator('article')
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside),
    ).toBe('avoid');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 23, 28)');
    expect(await page.locator('#projects [role="tabpanel"]').evaluateAll((els) => els.map((el) => getComputedStyle(el).display))).toEqual([
      'block',
      'block',
    ]);
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/print-preview.png`, fullPage: true });
    await opened.close();
  });
});
