/** `/cv/<owner>-<lang>.pdf`: the PDF CVs the hero's Resume menu offers, drawn without a browser, in the owner's look. */
import { cvFiles } from '../resume/cv-files.ts';
import { siteCvLook } from '../resume/cv-look.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'PDF CVs',
  files: ({ site }) =>
    cvFiles(site).flatMap(({ lang, cv, pdf, photoFile }) =>
      pdf
        ? [
            fileOf(pdf, async () => {
              // Loaded when a CV is asked for: react-pdf is heavy, and most dev sessions never open one.
              const { renderCvPdf } = await import('../resume/render-cv-pdf.ts');
              return renderCvPdf(cv, { photoFile, date: site.lastModified, look: siteCvLook(site, lang) });
            }),
          ]
        : [],
    ),
});
