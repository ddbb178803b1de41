/** `/resume.json` (and `/fr/resume.json`…): the CV in the JSON Resume format, in each language of the site. */
import { cvFiles } from '../resume/cv-files.ts';
import { toJsonResume } from '../resume/to-json-resume.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'JSON Resume',
  files: ({ site }) =>
    cvFiles(site).flatMap(({ cv, json }) =>
      json ? [fileOf(json, () => `${JSON.stringify(toJsonResume(cv, { lastModified: site.lastModified }), null, 2)}\n`)] : [],
    ),
});
