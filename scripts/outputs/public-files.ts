/**
 * The site's own files in `public/` (its favicon, SVG screenshots, anything else the owner puts
 * there), at the same paths. The raster images the content shows are not published as they are:
 * their variants replace them (images.ts), so a 5 MB photo straight from a camera never ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'public files',
  files: ({ site }) => {
    const { publicDir } = site.paths;
    if (!fs.existsSync(publicDir)) return [];
    const replaced = new Set([...site.images.values()].filter((image) => image.variants.length > 0).map((image) => path.resolve(image.source.file)));
    return fs
      .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
      .map((file) => `/${file.split(path.sep).join('/')}`)
      .filter((url) => !replaced.has(path.join(publicDir, url)) && fs.statSync(path.join(publicDir, url)).isFile())
      .sort()
      .map((url) => fileOf(url, () => fs.readFileSync(path.join(publicDir, url))));
  },
});
