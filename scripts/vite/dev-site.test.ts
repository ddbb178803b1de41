import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../paths.ts';
import { devSite } from './dev-site.ts';

/**
 * A server in `mode` that answers its mode alone; every other property asked of it is recorded and
 * stops the plugin there, before it reads or writes a file.
 */
function serverIn(mode: string) {
  const touched: string[] = [];
  const refuse = (name: string) => {
    touched.push(name);
    throw new Error(`asked for ${name}`);
  };
  const config = new Proxy({ mode }, { get: (target, key) => (key === 'mode' ? target.mode : refuse(`config.${String(key)}`)) });
  const server = new Proxy({}, { get: (_, key) => (key === 'config' ? config : refuse(String(key))) });
  return { server: server as ViteDevServer, touched };
}

async function configure(server: ViteDevServer): Promise<unknown> {
  const hook = devSite(contentPaths('/nowhere')).configureServer;
  if (typeof hook !== 'function') throw new Error('configureServer is a function');
  return hook.call({} as ThisParameterType<typeof hook>, server);
}

describe('the dev site', () => {
  it('serves nothing on a server in mode test, as Vitest runs its own: it checks no content, watches nothing, adds no middleware', async () => {
    const { server, touched } = serverIn('test');
    expect(await configure(server)).toBeUndefined();
    expect(touched).toEqual([]);
  });

  it('starts on any other server', async () => {
    const { server, touched } = serverIn('development');
    await expect(configure(server)).rejects.toThrow(/^asked for /);
    expect(touched).not.toEqual([]);
  });

  it('is under Vitest in mode test, which Vitest gives its servers', () => {
    expect(import.meta.env.MODE).toBe('test');
  });
});
