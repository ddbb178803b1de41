/** The generated CVs (resume.json, the PDFs) in `npm run dev`, made as the build makes them. */
import { checkContent, contentPaths } from '../content/check-content.ts';
import type { GeneratedFiles } from './dev-generated-files.ts';

export function devCvs(root: string): GeneratedFiles {
  return {
    name: 'cvs',
    types: { '.pdf': 'application/pdf', '.json': 'application/json; charset=utf-8' },
    generate: async (outDir) => {
      const checked = checkContent(contentPaths(root));
      const { content, report } = checked;
      if (!content) throw new Error(`The CVs are made from content/, which has problems to fix first:\n${report}`);
      // Loaded on the first request: react-pdf is heavy and most dev sessions never open a CV.
      const { writeCvs } = await import('../resume/write-cvs.ts');
      return (await writeCvs(root, content, outDir, { languages: checked.languages, localized: checked.localized })).files;
    },
  };
}
