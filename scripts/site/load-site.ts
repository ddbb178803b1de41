/**
 * Checks a site's content (every problem located, see scripts/content/) and, when it has no
 * error, describes its images: the one `Site` that a command then passes along.
 */
import { EMAILJS_ORIGIN } from '../../src/lib/emailjs-client.ts';
import { checkContent, withProblems, type CheckOptions, type CheckResult } from '../content/check-content.ts';
import { contentImageRefs, describeContentImages, IMAGE_PUBLIC_PATH, imageCacheDir } from '../images/content-images.ts';
import { decodeFailureHint } from '../images/image-limits.ts';
import { resolveLooks } from '../look/resolve-look.ts';
import { repoRoot, type ContentPaths } from '../paths.ts';
import { renderPostBodies } from './post-bodies.ts';
import type { Site } from './site.ts';

export interface LoadedSite {
  /** What the check found, with its printable report. */
  check: CheckResult;
  /** The site, when its content has no error. */
  site?: Site;
}

/**
 * Where the production build's contact form posts: VITE_EMAILJS_ORIGIN (from the environment or
 * .env files) or EmailJS. Vite, which reads .env files as the bundles do, is loaded only for valid
 * content: content with a problem is reported without it (half a second sooner).
 */
export async function productionEmailOrigin(): Promise<string> {
  const { loadEnv } = await import('vite');
  return loadEnv('production', repoRoot, 'VITE_').VITE_EMAILJS_ORIGIN || EMAILJS_ORIGIN;
}

/** SOURCE_DATE_EPOCH (seconds), as reproducible builds set it; otherwise now. */
export function buildDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
}

export interface LoadOptions extends CheckOptions {
  /** Render the posts' bodies (true by default); `content:check` only checks them. */
  bodies?: boolean;
}

export async function loadSite(paths: ContentPaths, { bodies = true, ...options }: LoadOptions = {}): Promise<LoadedSite> {
  const checked = checkContent(paths, options);
  if (!checked.ok || !checked.content) return { check: checked };
  const posts = checked.posts ?? { sources: [], images: [] };
  const { images, undecodable } = await describeContentImages(paths.publicDir, [...contentImageRefs(checked.content), ...posts.images], {
    cacheDir: imageCacheDir(),
    publicPath: IMAGE_PUBLIC_PATH,
  });
  const check = withProblems(
    checked,
    undecodable.map(({ ref, reason }) => ({
      ...(ref.located ? { ...ref.located, field: '' } : checked.locate(ref.name, ref.pointer)),
      severity: 'error',
      message: `could not be decoded (${reason})`,
      hint: decodeFailureHint(reason),
    })),
  );
  const { content, localized } = check;
  if (!check.ok || !content || !localized) return { check };
  const { looks, typefaces, fontFiles } = resolveLooks({ theme: content.site.theme, languages: check.languages, localized });
  return {
    check,
    site: {
      paths,
      content,
      languages: check.languages,
      localized,
      looks,
      typefaces,
      fontFiles,
      images,
      emailOrigin: await productionEmailOrigin(),
      lastModified: buildDate(),
      postHtml: bodies ? await renderPostBodies({ sources: posts.sources, images, localized, siteUrl: content.site.url }) : new Map(),
    },
  };
}
