/**
 * `renderCvPdf(cv, { photoFile, look })`: the PDF CV as a Buffer, rendered in Node by
 * @react-pdf/renderer (no browser). Text stays text (selectable, searchable), links are PDF link
 * annotations, and the typefaces are embedded (see cv-fonts.ts, cv-theme.ts). A CV is one or two
 * pages: when the content runs over at the designed size, it is set a little tighter
 * (CV_DENSITIES) until it fits; nothing is left out.
 */
import { createElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { CvContent } from './cv-content.ts';
import { CvDocument } from './cv-document.tsx';
import { CV_DENSITIES, CvStylesProvider, cvStyles } from './cv-styles.ts';
import { loadCvPhoto } from './cv-photo.ts';
import type { CvLook } from './cv-look.ts';
import { reloadCvFonts } from './cv-fonts.ts';
import { cvTheme } from './cv-theme.ts';

export interface RenderCvOptions {
  /** The portrait's file (profile.photo resolved under public/); JPEG, PNG, WebP or AVIF. */
  photoFile?: string;
  /** The PDF's creation date (now by default): a fixed one makes the same content give the same bytes. */
  date?: Date;
  /** The owner's accent and families (siteCvLook); the CV's own blue and Source Sans 3 without. */
  look?: CvLook;
}

/** The most pages a CV may have. */
export const CV_MAX_PAGES = 2;

/** How many pages a PDF has: its page objects (react-pdf writes them uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/** The CV drawn last, or being drawn: react-pdf's fonts are one store for the process, which each CV renews (reloadCvFonts). */
let drawing: Promise<unknown> = Promise.resolve();

/** One CV at a time: a CV renewing the fonts under another being laid out left it fonts without their data (the fuzz suite found it). */
export function renderCvPdf(cv: CvContent, options: RenderCvOptions = {}): Promise<Buffer> {
  const next = drawing.then(() => drawCv(cv, options));
  drawing = next.catch(() => undefined);
  return next;
}

async function drawCv(cv: CvContent, options: RenderCvOptions): Promise<Buffer> {
  const [theme, photo] = await Promise.all([cvTheme(options.look), options.photoFile ? loadCvPhoto(options.photoFile) : undefined]);
  let pdf: Buffer | undefined;
  for (const density of CV_DENSITIES) {
    // renderToBuffer is typed for a <Document> element; CvDocument renders one (the provider adds no element).
    const element = createElement(
      CvStylesProvider,
      { value: cvStyles(density, theme) },
      createElement(CvDocument, { cv, photo, date: options.date }),
    ) as unknown as ReactElement<DocumentProps>;
    reloadCvFonts();
    pdf = await renderToBuffer(element);
    if (pdfPageCount(pdf) <= CV_MAX_PAGES) break;
  }
  if (!pdf) throw new Error('no density to render the CV at');
  return pdf;
}
