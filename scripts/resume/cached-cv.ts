/**
 * PDF CVs kept between builds (node_modules/.cache/portfolio/cvs, restored by CI): a CV is named by
 * what it is drawn from — its content, its look, its photo's bytes, its date, and the drawing code
 * (the CV's and the look's folders, the helpers it formats with, the locked packages) — so a
 * content edit that leaves a CV as it was does not lay it out again. Its date is only the PDF's
 * metadata: a CV from the cache keeps the date it was drawn on, the day its content last changed,
 * unless SOURCE_DATE_EPOCH fixes the build's date (a reproducible build), which then names it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cachedFile } from '../cache/cached-file.ts';
import { contentKey } from '../cache/content-key.ts';
import { engineKey } from '../cache/engine-key.ts';
import { cacheDir } from '../paths.ts';
import type { CvContent } from './cv-content.ts';
import type { RenderCvOptions } from './render-cv-pdf.ts';

/** The code a CV's pages come from, beside the packages. */
const DRAWING_CODE = ['scripts/resume', 'scripts/look', 'src/lib'];

export function cvCacheDir(): string {
  return path.join(cacheDir, 'cvs');
}

export function renderCachedCvPdf(cv: CvContent, options: RenderCvOptions, cache = cvCacheDir()): Promise<Buffer> {
  const photo = options.photoFile && fs.existsSync(options.photoFile) ? fs.readFileSync(options.photoFile) : undefined;
  const date = process.env.SOURCE_DATE_EPOCH ? options.date : undefined;
  const key = contentKey(cv, { ...options, photoFile: photo, date }, engineKey(DRAWING_CODE));
  return cachedFile(path.join(cache, `${key}.pdf`), async () => {
    // Loaded when a CV is drawn: react-pdf is heavy, and most dev sessions never open one.
    const { renderCvPdf } = await import('./render-cv-pdf.ts');
    return renderCvPdf(cv, options);
  });
}
