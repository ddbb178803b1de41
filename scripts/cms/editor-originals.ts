/**
 * The files of public/ as they are, for the editor on this machine. Decap shows an image by its
 * address on the site; the site publishes a photo the content shows as its resized versions only,
 * so under `npm run cms` the dev server also answers for the original (the build never does).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file of public/ at a site address, if there is one (never outside public/). */
export function originalInPublic(publicDir: string, url: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return undefined;
  }
  const file = path.join(publicDir, path.normalize(decoded));
  if (!file.startsWith(publicDir + path.sep)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}
