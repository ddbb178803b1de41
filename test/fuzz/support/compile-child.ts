/**
 * The fuzz suite's compiler, in a child process of its own (test/fuzz/support/compiler.ts) so a
 * run that hangs can be stopped: asked to check a site, it runs the content compiler as every
 * command does (scripts/site/load-site.ts: the check, the translations laid over, the images
 * decoded); asked to build, the whole build with bundles made once; asked to import, `content:import`.
 * It answers what happened: success, the problems found, or what was thrown.
 */
import path from 'node:path';
import type { Problem } from '../../../scripts/content/problem.ts';

// As `npm run build` does, before React is loaded.
process.env.NODE_ENV = 'production';
const { buildSite } = await import('../../../scripts/build/build-site.ts');
const { bundleServerStage } = await import('../../../scripts/build/4-bundle-server.ts');
const { runImport } = await import('../../../scripts/commands/content-import.ts');
const { contentPaths } = await import('../../../scripts/paths.ts');
const { loadSite } = await import('../../../scripts/site/load-site.ts');

export type Request = { id: number; root: string } & ({ task: 'check' | 'build' } | { task: 'import'; file: string });

export type Answer = { id: number } & (
  | { kind: 'ok' }
  | { kind: 'problems'; problems: Problem[]; report: string }
  | { kind: 'import'; code: number; output: string }
  | { kind: 'threw'; error: string }
);

type ServerBundle = Awaited<ReturnType<typeof bundleServerStage>>;
let server: Promise<ServerBundle> | undefined;

async function answer(request: Request): Promise<Answer> {
  const { id, root } = request;
  if (request.task === 'import') {
    const lines: string[] = [];
    const code = runImport([request.file, '--out', path.join(root, 'content')], (line) => lines.push(line));
    return { id, kind: 'import', code, output: lines.join('\n') };
  }
  const paths = contentPaths(root);
  const { check, site } = await loadSite(paths);
  if (!site) return { id, kind: 'problems', problems: check.problems, report: check.report };
  if (request.task === 'check') return { id, kind: 'ok' };
  // One renderer per process, loaded once.
  server ??= bundleServerStage();
  const built = await buildSite({ paths, outDir: path.join(root, 'dist'), bundles: { entry: '/assets/app.js', server: await server } });
  return built ? { id, kind: 'ok' } : { id, kind: 'problems', problems: check.problems, report: check.report };
}

process.on('message', (request: Request) => {
  answer(request)
    .catch((error: unknown): Answer => ({
      id: request.id,
      kind: 'threw',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }))
    .then((reply) => process.send?.(reply))
    .catch(() => process.exit(1));
});
process.on('disconnect', () => {
  process.exit(0);
});
process.send?.({ id: 0, kind: 'ok' });
