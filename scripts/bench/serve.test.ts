import { describe, expect, it } from 'vitest';
import { serveTargets } from './serve.ts';
import type { Target } from './targets.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';

const build = tempBuilds('bench-serve-');

const target = (dir: string, label: string, url: string, file: string, status: 200 | 404): Target => ({ label, dir, url, file, status });

describe('serveTargets', () => {
  const dist = () => build({ 'index.html': 'home', '404.html': 'not found', 'fr/index.html': 'accueil', 'fr/404.html': 'introuvable' });

  it('serves each folder once and answers each address with its page and status', async () => {
    const dir = dist();
    const floor = build({ 'index.html': 'floor' });
    const targets = [
      target(dir, 'home', '/', 'index.html', 200),
      target(dir, 'fr 404', '/fr/no-such-page/', 'fr/404.html', 404),
      target(floor, 'hero floor', '/', 'index.html', 200),
    ];
    const served = await serveTargets(targets);
    try {
      const [home, fr404, heroFloor] = targets.map(served.urlOf);
      expect(new URL(home ?? '').origin).toBe(new URL(fr404 ?? '').origin);
      expect(new URL(home ?? '').origin).not.toBe(new URL(heroFloor ?? '').origin);
      expect(await (await fetch(heroFloor ?? '')).text()).toBe('floor');
    } finally {
      await served.close();
    }
  });

  it('gives a target with a host name of its own an address at that name, on its folder’s port, and checks it here', async () => {
    const dir = dist();
    const targets = [
      target(dir, 'home', '/', 'index.html', 200),
      { ...target(dir, 'analytics fr 404', '/fr/no-such-page/', 'fr/404.html', 404), host: 'portfolio.example.com' },
    ];
    const served = await serveTargets(targets);
    try {
      const [home, analytics] = targets.map((t) => new URL(served.urlOf(t)));
      expect(analytics?.href).toBe(`http://portfolio.example.com:${home?.port ?? ''}/fr/no-such-page/`);
      expect(home?.hostname).toBe('127.0.0.1');
    } finally {
      await served.close();
    }
    await expect(serveTargets([{ ...target(dir, 'analytics 404', '/404.html', '404.html', 404), host: 'portfolio.example.com' }])).rejects.toThrow(
      'analytics 404: /404.html answered 200, not 404.html with 404',
    );
  });

  it('refuses an address that answers with another page or another status', async () => {
    const dir = dist();
    await expect(serveTargets([target(dir, 'fr 404', '/fr/no-such-page/', '404.html', 404)])).rejects.toThrow(
      'fr 404: /fr/no-such-page/ answered 404, not 404.html with 404',
    );
    await expect(serveTargets([target(dir, '404', '/404.html', '404.html', 404)])).rejects.toThrow(
      '404: /404.html answered 200, not 404.html with 404',
    );
  });
});
