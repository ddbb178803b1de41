/**
 * The whole check of a site's content, as `content:check` runs it and as every command starts:
 * every file against its schema and each other (scripts/content/), then every image the content
 * and the posts show decoded once (cached), each that does not decode located where it is named.
 * It loads nothing an output needs (looks, the Markdown renderer, Vite).
 */
import { checkContent, withProblems, type CheckOptions, type CheckResult } from '../content/check-content.ts';
import { contentImageRefs, describeContentImages, IMAGE_PUBLIC_PATH, imageCacheDir, type DescribedImages } from '../images/content-images.ts';
import { decodeFailureHint } from '../images/image-limits.ts';
import type { ContentPaths } from '../paths.ts';

export interface CheckedSite {
  check: CheckResult;
  /** Every image of the content and the posts, described for its places (when the check found no error before decoding them). */
  images: DescribedImages;
}

export async function checkSite(paths: ContentPaths, options: CheckOptions = {}): Promise<CheckedSite> {
  const checked = checkContent(paths, options);
  if (!checked.ok || !checked.content) return { check: checked, images: new Map() };
  const { images, undecodable } = await describeContentImages(
    paths.publicDir,
    [...contentImageRefs(checked.content), ...(checked.posts?.images ?? [])],
    {
      cacheDir: imageCacheDir(),
      publicPath: IMAGE_PUBLIC_PATH,
    },
  );
  const check = withProblems(
    checked,
    undecodable.map(({ ref, reason }) => ({
      ...(ref.located ? { ...ref.located, field: '' } : checked.locate(ref.name, ref.pointer)),
      severity: 'error',
      message: `could not be decoded (${reason})`,
      hint: decodeFailureHint(reason),
    })),
  );
  return { check, images };
}
