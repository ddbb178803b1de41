/**
 * Which release content is written for: `release:` in content/site.yaml, which `npm run upgrade`
 * and `npm run content:migrate` keep current. Content without it predates the field: 0.1.0.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The form of content before releases were recorded. */
export const FIRST_RELEASE = '0.1.0';

const RELEASE_LINE = /^release:[ \t]*['"]?([^\s'"#]+)['"]?.*$/m;
const COMMENT = '# The release of the engine this content is written for: npm run upgrade keeps it current.';

/** The release a site.yaml's text is written for. */
export function releaseOf(siteYaml: string): string {
  return RELEASE_LINE.exec(siteYaml)?.[1] ?? FIRST_RELEASE;
}

/** The content folder's release. */
export function contentRelease(contentDir: string): string {
  const site = path.join(contentDir, 'site.yaml');
  return fs.existsSync(site) ? releaseOf(fs.readFileSync(site, 'utf8')) : FIRST_RELEASE;
}

/** site.yaml's text written for `release`: its `release:` line replaced, or added at the end with what it is. */
export function withRelease(siteYaml: string, release: string): string {
  if (RELEASE_LINE.test(siteYaml)) return siteYaml.replace(RELEASE_LINE, `release: ${release}`);
  const newline = siteYaml.includes('\r\n') ? '\r\n' : '\n';
  const ended = siteYaml === '' || siteYaml.endsWith('\n') ? siteYaml : `${siteYaml}${newline}`;
  return `${ended}${COMMENT}${newline}release: ${release}${newline}`;
}

/** The engine's release: package.json's version. */
export function engineRelease(root: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
  return version ?? FIRST_RELEASE;
}
