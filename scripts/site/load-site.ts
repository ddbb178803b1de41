/**
 * Checks a site's content (every problem located, see check-site.ts) and, when it has no error,
 * makes the one `Site` that a command then passes along: its looks, its posts' bodies, the
 * contact form's origin, and for the commands that make pages, the projects' GitHub facts.
 */
import { EMAILJS_ORIGIN } from '../../src/lib/emailjs-client.ts';
import type { CheckOptions, CheckResult } from '../content/check-content.ts';
import { analyticsScript } from '../analytics/analytics-script.ts';
import { siteGithubFacts, type GithubSource } from '../github/site-github-facts.ts';
import { resolveLooks } from '../look/resolve-look.ts';
import { repoRoot, type ContentPaths } from '../paths.ts';
import { checkSite } from './check-site.ts';
import { renderPostBodies } from './post-bodies.ts';
import type { Site } from './site.ts';

export interface LoadedSite {
  /** What the check found, with its printable report. */
  check: CheckResult;
  /** The site, when its content has no error. */
  site?: Site;
  /** Lines the command prints beside the check's report: GitHub's warning, what changed in content/github-facts.json. */
  notices: string[];
}

export interface LoadOptions extends CheckOptions {
  /** Where the projects' GitHub facts come from (site-github-facts.ts: githubSourceFromEnv); without it, the site has none. */
  github?: GithubSource & { offline?: boolean };
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

export async function loadSite(paths: ContentPaths, { github, ...options }: LoadOptions = {}): Promise<LoadedSite> {
  const { check, images } = await checkSite(paths, options);
  const { content, localized } = check;
  if (!check.ok || !content || !localized) return { check, notices: [] };
  const { looks, typefaces, fontFiles } = resolveLooks({ theme: content.site.theme, languages: check.languages, localized });
  // Asked while the posts render: the requests wait on GitHub, not on this process.
  const [facts, bodies, emailOrigin] = await Promise.all([
    siteGithubFacts(content, paths, github),
    renderPostBodies({ sources: check.posts?.sources ?? [], images, localized, siteUrl: content.site.url }),
    productionEmailOrigin(),
  ]);
  return {
    check,
    notices: facts.notices,
    site: {
      paths,
      content,
      languages: check.languages,
      localized,
      looks,
      typefaces,
      fontFiles,
      images,
      emailOrigin,
      analytics: analyticsScript(content.site.analytics, content.site.url),
      lastModified: buildDate(),
      postHtml: bodies.html,
      postOutlines: bodies.outlines,
      githubFacts: facts.table,
    },
  };
}
