/** Vite plugin: mounts the local mail sink in `npm run dev` (see mail-sink.ts). */
import path from 'node:path';
import type { Plugin } from 'vite';
import { createMailSink, SINK_BASE } from './mail-sink.ts';

export function mailSinkPlugin(root: string): Plugin {
  return {
    name: 'portfolio-mail-sink',
    apply: 'serve',
    configureServer(server) {
      const sink = createMailSink(path.join(root, 'outbox'), (line) => server.config.logger.info(line, { timestamp: true }));
      server.middlewares.use(SINK_BASE, sink.middleware);
    },
  };
}
