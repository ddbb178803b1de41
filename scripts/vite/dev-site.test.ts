import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../paths.ts';
import { devSite } from './dev-site.ts';

/** A server that records every property asked of it beyond its plugins' names. */
function serverWith(pluginNames: string[]) {
  const touched: string[] = [];
  const config = new Proxy(
    { plugins: pluginNames.map((name) => ({ name })) },
    { get: (target, key) => (key === 'plugins' ? target.plugins : touched.push(`config.${String(key)}`)) },
  );
  const server = new Proxy({}, { get: (_, key) => (key === 'config' ? config : touched.push(String(key))) });
  return { server: server as ViteDevServer, touched };
}

describe('the dev site', () => {
  it.each(['vitest', 'vitest:project'])(
    'serves nothing on a Vitest server (%s): it checks no content, watches nothing, adds no middleware',
    async (name) => {
      const plugin = devSite(contentPaths('/nowhere'));
      const { server, touched } = serverWith(['vite:css', name]);
      const hook = plugin.configureServer;
      if (typeof hook !== 'function') throw new Error('configureServer is a function');
      expect(await hook.call({} as ThisParameterType<typeof hook>, server)).toBeUndefined();
      expect(touched).toEqual([]);
    },
  );
});
