/** `/robots.txt`: every page may be crawled; the sitemap says where they are. */
import { absoluteUrl } from '../../src/lib/site-paths.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'robots.txt',
  files: ({ site }) => [fileOf('/robots.txt', () => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.content.site.url, '/sitemap.xml')}\n`)],
});
