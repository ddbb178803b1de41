import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveTargets } from './serve.ts';
import type { Target } from './targets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-serve-'));
  dirs.push(dist);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

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
