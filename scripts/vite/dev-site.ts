/**
 * `npm run dev` serves what the build makes, from the same code: the content is checked when the
 * server starts and again on every save under content/, public/ or schemas/ (scripts/site/);
 * each page is rendered per request by the same server entry and document writer as the build's
 * (scripts/pages/), and every other generated file — sitemap, robots.txt, resume.json, CVs, share
 * cards, icons, image variants, the site's public files, the editor at /admin/ — by the same
 * outputs (scripts/outputs/), when it is asked for; the search index too (dev-search.ts).
 *
 * A bad edit shows the located report in the terminal and in Vite's error overlay, and the page
 * keeps showing the last good content; it comes back as soon as the file is fixed. An edit to
 * content or to static page code reloads the page (the browser keeps its scroll position); an
 * island's own file is hot-swapped by React Fast Refresh instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { CheckResult } from '../content/check-content.ts';
import { writeGeneratedTypes } from '../content/generate-types.ts';
import { ALL_OUTPUTS } from '../outputs/all-outputs.ts';
import { rendered, type Body, type OutputFile, type Rendered } from '../outputs/output.ts';
import pagesOutput from '../outputs/pages.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { pageRenderer, type PageRenderer, type RenderPage } from '../pages/page-renderer.ts';
import { repoRoot, type ContentPaths } from '../paths.ts';
import { editorServed } from '../cms/editor-included.ts';
import { originalInPublic } from '../cms/editor-originals.ts';
import { githubSourceFromEnv } from '../github/site-github-facts.ts';
import { loadSite } from '../site/load-site.ts';
import { isSampleContent, SAMPLE_NOTICE } from '../starter/find-traces.ts';
import { contentType } from '../site/response-headers.ts';
import { siteData, type Site } from '../site/site.ts';
import { devSearch, isSearchPath, type DevSearch } from './dev-search.ts';

const SERVER_ENTRY = '/app/entry-server.tsx';
const CLIENT_ENTRY = '/app/entry-client.ts';

interface Served {
  site: Site;
  pages: PageRenderer;
  /** Every generated file but the pages (which are rendered by URL), by path. */
  files: Map<string, OutputFile>;
  /** Each file once rendered, for this version of the site. */
  rendered: Map<string, Promise<Rendered>>;
  /** What pages rendered so far refer to (their deferred island props), by path. */
  alongside: Map<string, Body>;
  /** The search index's files, made when first asked for. */
  search: DevSearch;
}

function overlayError(server: ViteDevServer, paths: ContentPaths, check: CheckResult) {
  const first = check.problems.find((p) => p.severity === 'error') ?? check.problems[0];
  server.ws.send({
    type: 'error',
    err: {
      message: check.report,
      stack: '',
      plugin: 'content',
      id: first && path.join(paths.root, first.file),
      loc: first && { file: path.join(paths.root, first.file), line: first.at.line, column: first.at.col },
    },
  });
}

/** A page for when the content has never been good since the server started: the report, and Vite's client (which shows the overlay and reloads on a fix). */
async function problemsPage(server: ViteDevServer, url: string, report: string): Promise<string> {
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Content problems</title></head><body><pre>${escapeHtml(report)}</pre></body></html>\n`;
  return server.transformIndexHtml(url, html);
}

export function devSite(paths: ContentPaths): Plugin {
  let served: Served | undefined;
  let lastReport = '';
  let failing = false;
  let reloading: Promise<void> = Promise.resolve();

  async function load(server: ViteDevServer, { schemasChanged }: { schemasChanged: boolean }): Promise<void> {
    const { logger } = server.config;
    if (schemasChanged) {
      const written = await writeGeneratedTypes(paths.schemaDir, path.join(repoRoot, 'src', 'content'));
      if (written) logger.info(`content: updated ${written} generated type file${written === 1 ? '' : 's'}`, { timestamp: true });
    }
    // Drafts too: the owner reads them here, marked as drafts; the build leaves them out. GitHub
    // is asked on the first load; a save reloads the facts from the files that load wrote.
    const github = githubSourceFromEnv();
    const offline = served !== undefined;
    const { check, site, notices } = await loadSite(paths, { drafts: true, ...(github ? { github: { ...github, offline } } : {}) });
    for (const notice of notices) logger.warn(notice, { timestamp: true });
    lastReport = check.report;
    if (!site) {
      logger.error(`\n${check.report}\n`, { timestamp: true });
      overlayError(server, paths, check);
      failing = true;
      return;
    }
    if (check.report) logger.warn(`\n${check.report}\n`, { timestamp: true });
    const render = async () => ((await server.ssrLoadModule(SERVER_ENTRY)) as { render: RenderPage }).render;
    const pages = pageRenderer({ render, site: siteData(site), entry: CLIENT_ENTRY, transform: (url, html) => server.transformIndexHtml(url, html) });
    const context = { site, pages };
    const outputs = ALL_OUTPUTS.filter((output) => output !== pagesOutput);
    const files = new Map(outputs.flatMap((output) => output.files(context)).map((file) => [file.path, file]));
    const wasServed = served !== undefined;
    served = { site, pages, files, rendered: new Map(), alongside: new Map(), search: devSearch(site, pages, logger) };
    // The page shows the content: reload it (this also clears the overlay of a problem just fixed).
    if (wasServed || failing) server.ws.send({ type: 'full-reload' });
    failing = false;
  }

  const reload = (server: ViteDevServer, file: string) => {
    const schemasChanged = file.startsWith(paths.schemaDir);
    reloading = reloading.then(() => load(server, { schemasChanged })).catch((error: unknown) => server.config.logger.error(String(error)));
  };

  const isSource = (file: string) =>
    (file.startsWith(paths.contentDir) && /\.(ya?ml|md)$/.test(file)) ||
    (file.startsWith(paths.schemaDir) && file.endsWith('.json')) ||
    file.startsWith(paths.publicDir);

  /**
   * Runs a handler once any edit being loaded is in, so no request gets the content from before it
   * (an edit's reload message may go out before the page's client connects).
   */
  const afterReload =
    (handler: Connect.NextHandleFunction): Connect.NextHandleFunction =>
    (req, res, next) =>
      void reloading.then(() => handler(req, res, next));

  /** Serves a generated file (not a page) when one has this path, or a folder's index.html (the editor's, /admin/). */
  const serveFile = afterReload((req, res, next) => {
    const asked = req.url?.split('?')[0] ?? '';
    const current = served;
    const extra = current?.alongside.get(asked);
    if (extra !== undefined) return void res.writeHead(200, { 'Content-Type': contentType(asked), 'Cache-Control': 'no-cache' }).end(extra);
    const url = asked.endsWith('/') && current?.files.has(`${asked}index.html`) ? `${asked}index.html` : asked;
    const file = current?.files.get(url);
    if (current && !file && editorServed()) {
      const original = originalInPublic(paths.publicDir, url);
      if (original) return void res.writeHead(200, { 'Content-Type': contentType(url), 'Cache-Control': 'no-cache' }).end(fs.readFileSync(original));
    }
    if (current && !file && isSearchPath(url)) {
      const found = (body: Uint8Array | undefined) =>
        body ? res.writeHead(200, { 'Content-Type': contentType(url), 'Cache-Control': 'no-cache' }).end(body) : next();
      return void current.search(url).then(found, next);
    }
    if (!current || !file) return next();
    let result = current.rendered.get(url);
    if (!result) current.rendered.set(url, (result = file.render().then(rendered)));
    result.then(
      ({ body }) => res.writeHead(200, { 'Content-Type': contentType(url), 'Cache-Control': 'no-cache' }).end(body),
      (error: unknown) => next(error),
    );
  });

  /** Renders any page asked for as HTML (an unknown path gets the 404 page, with status 404). */
  const servePage = (server: ViteDevServer): Connect.NextHandleFunction =>
    afterReload((req, res, next) => {
      const accepts = String(req.headers.accept ?? '');
      if (req.method !== 'GET' || !accepts.includes('text/html')) return next();
      const url = req.originalUrl ?? '/';
      const html = { 'Content-Type': 'text/html; charset=utf-8' };
      const current = served;
      if (!current) return void problemsPage(server, url, lastReport).then((page) => res.writeHead(500, html).end(page), next);
      current.pages(url).then(
        (page) => {
          for (const [file, body] of page.alongside) current.alongside.set(file, body);
          res.writeHead(page.status, html).end(page.html);
        },
        (error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        },
      );
    });

  return {
    name: 'portfolio-dev-site',
    apply: 'serve',
    async configureServer(server) {
      // Vitest runs tests through Vite servers of its own, in its mode `test` (one, and one per
      // project), which serve no site: checking the content in each cost a run 2 s a server.
      if (server.config.mode === 'test') return;
      await load(server, { schemasChanged: true });
      if (isSampleContent(paths.contentDir)) server.config.logger.info(SAMPLE_NOTICE);
      server.watcher.add([paths.contentDir, paths.schemaDir, paths.publicDir]);
      const onChange = (file: string) => {
        if (isSource(file)) reload(server, file);
      };
      server.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
      server.middlewares.use(serveFile);
      // After Vite's own middlewares (modules, its client): what is left are pages.
      return () => void server.middlewares.use(servePage(server));
    },
    hotUpdate({ file, modules, server }) {
      // Anything the static HTML is made of changed (a section, the theme): the browser has no
      // code for that HTML, so it reloads the page. An island's own file is hot-swapped in place.
      if (this.environment.name !== 'ssr' || modules.length === 0 || file.endsWith('.island.tsx')) return;
      server.environments.client.hot.send({ type: 'full-reload' });
    },
  };
}
