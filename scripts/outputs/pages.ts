/**
 * Every page of the site, prerendered: in each language the home page, one page per project
 * (`/projects/<slug>/`, the home page with that project's dialog open) and the 404 page.
 */
import { sitePageList } from '../site/site-pages.ts';
import { defineOutput } from './output.ts';

export default defineOutput({
  name: 'pages',
  files: ({ site, pages }) =>
    sitePageList(site).map(({ url, file, status }) => ({
      path: `/${file}`,
      render: async () => {
        const page = await pages(url);
        if (page.status !== status) throw new Error(`prerender ${url}: expected status ${status}, got ${page.status}`);
        return { body: page.html, alongside: page.alongside };
      },
    })),
});
