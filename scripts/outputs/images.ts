/**
 * `/assets/<photo>-<hash>-<width>.<avif|webp|jpg|png>`: the variants of every raster image the
 * content shows, at the widths its place on the page needs (scripts/images/). Encoded once per
 * source and setting, and cached (node_modules/.cache/portfolio/images), so the dev server and
 * every later build reuse them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodeImage, ImageDecodeError } from '../images/build-image.ts';
import { IMAGE_PUBLIC_PATH, imageCacheDir } from '../images/content-images.ts';
import { IMAGE_SLOTS } from '../images/image-slots.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'image variants',
  files: ({ site }) =>
    [...site.images.values()].flatMap((described) => {
      let encoded: Promise<Map<string, string>> | undefined;
      const where = path.relative(process.cwd(), described.source.file);
      // The check decoded it already; a file changed since, or a decoder that reads further, still gets a plain message.
      const failed = (error: unknown) => {
        throw error instanceof ImageDecodeError
          ? new Error(`${where} could not be encoded (${error.message}): export it again as JPEG, PNG, WebP or AVIF`)
          : error;
      };
      const encode = () =>
        (encoded ??= encodeImage(described, IMAGE_SLOTS[described.slot], { cacheDir: imageCacheDir(), publicPath: IMAGE_PUBLIC_PATH }).catch(failed));
      return described.variants.map((variant) =>
        fileOf(variant.url, async () => {
          const file = (await encode()).get(variant.url);
          if (!file) throw new Error(`no variant ${variant.url}`);
          return fs.readFileSync(file);
        }),
      );
    }),
});
