/**
 * `renderCvPdf(cv, { photoFile })`: the PDF CV as a Buffer, rendered in Node by @react-pdf/renderer
 * (no browser). Text stays text (selectable, searchable), links are PDF link annotations, and the
 * typeface is embedded (see cv-fonts.ts).
 */
import { createElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { CvContent } from './cv-content.ts';
import { CvDocument } from './cv-document.tsx';
import { registerCvFonts } from './cv-fonts.ts';
import { loadCvPhoto } from './cv-photo.ts';
import { cvPdfHref } from '../../src/lib/cv-files.ts';

export interface RenderCvOptions {
  /** The portrait's file (profile.photo resolved under public/); JPEG, PNG, WebP or AVIF. */
  photoFile?: string;
}

export async function renderCvPdf(cv: CvContent, options: RenderCvOptions = {}): Promise<Buffer> {
  registerCvFonts();
  const photo = options.photoFile ? await loadCvPhoto(options.photoFile) : undefined;
  // renderToBuffer is typed for a <Document> element; CvDocument renders one.
  const element = createElement(CvDocument, { cv, photo }) as unknown as ReactElement<DocumentProps>;
  return renderToBuffer(element);
}

/** `cv/sam-rivera-en.pdf`: where a language's PDF is published, under dist/. */
export function cvPdfPath(cv: CvContent): string {
  return cvPdfHref(cv.profile.name, cv.lang).slice(1);
}
