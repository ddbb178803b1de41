/**
 * `npm run cms`: the editor on this working tree. Starts decap-server (scripts/admin/local-backend.ts)
 * on the repository, where Decap looks for it, and the dev server (`npm run dev`, which serves
 * /admin/ from the same output as the build), prints the editor's address, and stops both on
 * Ctrl-C. A save writes the file in content/ (an upload, in public/images/uploads/); the dev
 * server's pages show it at once, and the owner commits it when they choose.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { ADMIN_PATH } from '../../src/lib/site-paths.ts';
import { ensureEditorPackages } from '../admin/editor-packages.ts';
import { LOCAL_BACKEND_PORT, startLocalBackend } from '../admin/local-backend.ts';
import { repoRoot } from '../paths.ts';
import { LOCAL_EDITOR_ENV } from '../cms/editor-included.ts';

try {
  ensureEditorPackages();
} catch (error) {
  console.error(`✖ The editor cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const backend = await startLocalBackend({ repo: repoRoot, log: (line) => console.log(`  decap-server: ${line}`) }).catch((error: unknown) => {
  console.error(`✖ The editor's local backend did not start (is port ${LOCAL_BACKEND_PORT} taken by another \`npm run cms\`?).`);
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
// The dev server below, in this process, serves /admin/ whatever site.yaml says.
process.env[LOCAL_EDITOR_ENV] = '1';
const server = await createServer({ configFile: path.join(repoRoot, 'vite.config.ts') })
  .then((created) => created.listen())
  .catch(async (error: unknown) => {
    // Not left behind holding its port.
    await backend.stop();
    throw error;
  });
server.printUrls();
const local = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
console.log(`\n  ➜  Editor: ${new URL(ADMIN_PATH, local).href}  (Ctrl-C stops it)\n`);

let stopping = false;
async function stop(code: number): Promise<never> {
  stopping = true;
  await Promise.allSettled([server.close(), backend.stop()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
void backend.stopped.then(({ code, signal }) => {
  if (stopping) return;
  // Ctrl-C reaches decap-server too (it is in the terminal's process group), maybe before this process.
  if (signal === 'SIGINT') return void stop(0);
  console.error(`✖ decap-server stopped (${signal ?? `exit ${code}`}): the editor cannot save until \`npm run cms\` is started again.`);
  void stop(1);
});
