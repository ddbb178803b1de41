/**
 * Reads a PDF back the way a person or a recruiter's tool would, for the CV tests: its text in
 * reading order, its link targets, page sizes, properties, the colours its text and shapes are
 * filled with and whether it draws an image (pdf.js).
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  pages: number;
  /** Width × height of each page, in points. */
  sizes: [number, number][];
  /** All text, top to bottom then left to right, white space collapsed. */
  text: string;
  /** The target of every link annotation, in page order. */
  links: string[];
  info: Record<string, unknown>;
  images: number;
  /** Every RGB fill colour it uses, as #rrggbb, in order of first use. */
  fills: string[];
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  const links: string[] = [];
  const sizes: [number, number][] = [];
  let images = 0;
  const fills = new Set<string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    sizes.push([Math.round((x1 - x0) * 100) / 100, Math.round((y1 - y0) * 100) / 100]);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : [],
    );
    // Same line when within a point: runs of one line can sit a fraction apart.
    items.sort((a, b) => (Math.abs(b.y - a.y) > 1 ? b.y - a.y : a.x - b.x));
    texts.push(items.map((item) => item.str).join(' '));
    const annotations = (await page.getAnnotations()) as { subtype?: unknown; url?: unknown }[];
    for (const { subtype, url } of annotations) {
      if (subtype === 'Link' && typeof url === 'string') links.push(url);
    }
    const ops = await page.getOperatorList();
    images += ops.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
    ops.fnArray.forEach((fn, i) => {
      if (fn === OPS.setFillRGBColor)
        fills.add(`#${Array.from(ops.argsArray[i] as ArrayLike<number>, (c) => c.toString(16).padStart(2, '0')).join('')}`);
    });
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return {
    pages: doc.numPages,
    sizes,
    text: texts.join('\n').replace(/\s+/g, ' '),
    links,
    info: info as Record<string, unknown>,
    images,
    fills: [...fills],
  };
}
