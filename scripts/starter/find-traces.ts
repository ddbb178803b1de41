/**
 * Where the sample owner is still named: in an owner's content/ and public/, or in a build's pages
 * and files (a PDF's metadata, a share card's alt text, the sitemap).
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files-under.ts';
import { sampleOwner } from './sample-owner.ts';

export interface Trace {
  /** The file, relative to the folder searched from's parent (`content/posts/a.md`, `dist/index.html`). */
  file: string;
  text: string;
  what: string;
}

/** Every trace of the sample owner in the files under `dirs` (missing folders are skipped). */
export function findSampleTraces(dirs: readonly string[]): Trace[] {
  const { traces } = sampleOwner();
  return dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((file) => {
      const text = fs.readFileSync(file).toString('latin1');
      const shown = path.relative(path.dirname(dir), file).split(path.sep).join('/');
      // Bytes as latin1: a UTF-8 name matches itself byte for byte, and a binary file never throws.
      const inFile = [shown, text];
      return traces
        .filter((trace) => inFile.some((where) => where.includes(Buffer.from(trace.text, 'utf8').toString('latin1'))))
        .map((trace) => ({ file: shown, ...trace }));
    }),
  );
}

/** Whether content/ is still the sample's: its profile is the sample owner's (one small read, for every dev start and build). */
export function isSampleContent(contentDir: string): boolean {
  const profile = path.join(contentDir, 'profile.yaml');
  return fs.existsSync(profile) && new RegExp(`^name:\\s*['"]?${escape(sampleOwner().name)}`, 'm').test(fs.readFileSync(profile, 'utf8'));
}

/** The line `npm run dev` and `npm run build` print while the site is still the sample. */
export const SAMPLE_NOTICE = 'ℹ This is still the sample site: `npm run make-it-yours` makes it yours (README → Make it yours).';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
