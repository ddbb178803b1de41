/**
 * `renderCvPdf(cv, { photoFile })`: the PDF CV as a Buffer, rendered in Node by @react-pdf/renderer
 * (no browser). Text stays text (selectable, searchable), links are PDF link annotations, and the
 * typeface is embedded (see cv-fonts.ts). A CV is one or two pages: when the content runs over at
 * the designed size, it is set a little tighter (CV_DENSITIES) until it fits; nothing is left out.
 */
import { createElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { CvContent } from './cv-content.ts';
import { CvDocument } from './cv-document.tsx';
import { CV_DENSITIES, CvStylesProvider, cvStyles } from './cv-styles.ts';
import { registerCvFonts } from './cv-fonts.ts';
import { loadCvPhoto } from './cv-photo.ts';

export interface RenderCvOptions {
  /** The portrait's file (profile.photo resolved under public/); JPEG, PNG, WebP or AVIF. */
  photoFile?: string;
  /** The PDF's creation date (now by default): a fixed one makes the same content give the same bytes. */
  date?: Date;
}

/** The most pages a CV may have. */
export const CV_MAX_PAGES = 2;

/** How many pages a PDF has: its page objects (react-pdf writes them uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

export async function renderCvPdf(cv: CvContent, options: RenderCvOptions = {}): Promise<Buffer> {
  registerCvFonts();
  const photo = options.photoFile ? await loadCvPhoto(options.photoFile) : undefined;
  let pdf: Buffer | undefined;
  for (const density of CV_DENSITIES) {
    // renderToBuffer is typed for a <Document> element; CvDocument renders one (the provider adds no element).
    const element = createElement(
      CvStylesProvider,
      { value: cvStyles(density) },
      createElement(CvDocument, { cv, photo, date: options.date }),
    ) as unknown as ReactElement<DocumentProps>;
    pdf = await renderToBuffer(element);
    if (pdfPageCount(pdf) <= CV_MAX_PAGES) break;
  }
  if (!pdf) throw new Error('no density to render the CV at');
  return pdf;
}
