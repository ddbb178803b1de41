/** `npm run preview`: serve the built dist/ as a static host would. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';
import { startStaticServer } from '../static-server.ts';

const dist = path.join(repoRoot, 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is empty: run `npm run build` first.');
  process.exit(1);
}
const server = await startStaticServer(dist, Number(process.env.PORT ?? 4173));
console.log(`Serving dist/ at ${server.url}`);
