/** `/cv/<owner>-<lang>.pdf`: the PDF CVs the hero's Resume menu offers, drawn without a browser, in the owner's look (cached: resume/cached-cv.ts). */
import { renderCachedCvPdf } from '../resume/cached-cv.ts';
import { cvFiles } from '../resume/cv-files.ts';
import { siteCvLook } from '../resume/cv-look.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'PDF CVs',
  files: ({ site }) =>
    cvFiles(site).flatMap(({ lang, cv, pdf, photoFile }) =>
      pdf ? [fileOf(pdf, () => renderCachedCvPdf(cv, { photoFile, date: site.lastModified, look: siteCvLook(site, lang) }))] : [],
    ),
});
