/**
 * Vite plugin: checks and compiles content/ when the server or build starts, and again on
 * every save of a YAML file or schema in dev. A bad edit shows the same located report in the
 * terminal and in Vite's error overlay; the page recovers as soon as the file is fixed.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { checkContent, contentPaths } from './check-content.ts';
import { writeGeneratedModules } from './generate-modules.ts';
import { fillHead, type HeadContent } from './html-head.ts';
import { printProblems } from './report-problems.ts';

export function contentPlugin(root: string): Plugin {
  const paths = contentPaths(root);
  const outDir = path.join(root, 'src', 'content');
  let head: HeadContent | undefined;
  let failing = false;

  async function compileContent(server?: ViteDevServer): Promise<boolean> {
    const result = checkContent(paths);
    if (!result.ok) {
      const first = result.problems.find((p) => p.severity === 'error') ?? result.problems[0];
      server?.config.logger.error(`\n${result.report}\n`, { timestamp: true });
      server?.ws.send({
        type: 'error',
        err: {
          message: result.report,
          stack: '',
          plugin: 'content',
          id: first && path.join(root, first.file),
          loc: first && { file: path.join(root, first.file), line: first.at.line, column: first.at.col },
        },
      });
      if (!server) printProblems(result);
      failing = true;
      return false;
    }
    // Warnings only in dev: `npm run build` has printed them once already, before this plugin runs.
    if (server && result.report) server.config.logger.warn(`\n${result.report}\n`, { timestamp: true });
    head = result.content && { site: result.content.site, profile: result.content.profile };
    const written = await writeGeneratedModules(outDir, result, paths.schemaDir);
    if (server && written) server.config.logger.info(`content: updated ${written} generated module${written === 1 ? '' : 's'}`, { timestamp: true });
    // A fix that restores the last good content changes no module, so nothing would reload the
    // page and clear the overlay: reload it.
    if (server && failing && !written) server.ws.send({ type: 'full-reload' });
    failing = false;
    return true;
  }

  const isSource = (file: string) =>
    (file.startsWith(paths.contentDir) && /\.ya?ml$/.test(file)) ||
    (file.startsWith(paths.schemaDir) && file.endsWith('.json')) ||
    file.startsWith(path.join(paths.publicDir, 'images'));

  return {
    name: 'portfolio-content',
    async buildStart() {
      if (this.environment?.mode === 'dev') return;
      if (!(await compileContent())) this.error('content/ has problems (listed above); nothing was built.');
    },
    transformIndexHtml(html) {
      return head ? fillHead(html, head) : html;
    },
    async configureServer(server) {
      await compileContent(server);
      server.watcher.add([paths.contentDir, paths.schemaDir]);
      const onChange = (file: string) => {
        if (isSource(file)) void compileContent(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
