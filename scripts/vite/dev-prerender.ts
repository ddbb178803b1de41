/**
 * `npm run dev` serves what the build serves: each HTML request is rendered by the same server
 * entry (src/app/entry-server.tsx) into the same template, and the browser hydrates the same
 * islands. Islands hot-reload in place (React Fast Refresh); an edit to static markup or to
 * content has no client code to update, so the page reloads (the browser keeps its scroll).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { RenderPage } from '../build/server-renderer.ts';
import { assemblePage } from '../assemble-page.ts';

const ENTRY = '/app/entry-server.tsx';

async function renderHtml(server: ViteDevServer, root: string, url: string, files: Map<string, string>): Promise<{ status: number; html: string }> {
  const template = await server.transformIndexHtml(url, fs.readFileSync(path.join(root, 'src', 'index.html'), 'utf8'));
  const { render } = (await server.ssrLoadModule(ENTRY)) as { render: RenderPage };
  const page = await render(url);
  const assembled = assemblePage(template, page);
  for (const [fileUrl, text] of assembled.files) files.set(fileUrl, text);
  return { status: page.status, html: assembled.html };
}

export function devPrerender(root: string): Plugin {
  return {
    name: 'portfolio-dev-prerender',
    apply: 'serve',
    configureServer(server) {
      // The files pages refer to (deferred island props), as the build would write them.
      const files = new Map<string, string>();
      // Runs after Vite's own middlewares (files, modules, public/): what is left are pages.
      return () => {
        server.middlewares.use((req, res, next) => {
          const file = files.get(req.url?.split('?')[0] ?? '');
          if (file !== undefined) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(file);
          const accepts = String(req.headers.accept ?? '');
          if (req.method !== 'GET' || !accepts.includes('text/html')) return next();
          renderHtml(server, root, req.originalUrl ?? '/', files).then(
            ({ status, html }) => res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
            (error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            },
          );
        });
      };
    },
    hotUpdate({ file, modules, server }) {
      // Anything the static HTML is made of changed (a section, the theme, generated content):
      // the browser has no code for that HTML, so it reloads the page. An island's own file is
      // hot-swapped in place by React Fast Refresh instead.
      if (this.environment.name !== 'ssr' || modules.length === 0 || file.endsWith('.island.tsx')) return;
      server.environments.client.hot.send({ type: 'full-reload' });
    },
  };
}
