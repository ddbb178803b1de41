/**
 * Serves every folder a sitting audits as a static host would (scripts/static-server.ts, gzip on),
 * and checks before the first audit that each address answers with the page meant and its status —
 * the 404 page at an unknown address with 404 — so a run never measures the wrong page. A target
 * with a host name of its own is audited at it, on the same port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../static-server.ts';
import type { Target } from './targets.ts';

export interface Served {
  /** The full address of a target, as the browser opens it. */
  urlOf: (target: Target) => string;
  close: () => Promise<void>;
}

export async function serveTargets(targets: readonly Target[]): Promise<Served> {
  const servers = new Map<string, StaticServer>();
  for (const target of targets) if (!servers.has(target.dir)) servers.set(target.dir, await startStaticServer(target.dir));
  const localUrlOf = (target: Target) => `${servers.get(target.dir)?.url ?? ''}${target.url}`;
  const urlOf = (target: Target) => {
    if (!target.host) return localUrlOf(target);
    const url = new URL(localUrlOf(target));
    url.hostname = target.host;
    return url.href;
  };
  const close = async () => {
    for (const server of servers.values()) await server.close();
  };
  try {
    for (const target of targets) {
      // At this machine's address: a target's own host name is the browser's alone (chromiumFlags in stand-in-server.ts).
      const response = await fetch(localUrlOf(target));
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== target.status || !body.equals(fs.readFileSync(path.join(target.dir, target.file))))
        throw new Error(`${target.label}: ${target.url} answered ${response.status}, not ${target.file} with ${target.status}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urlOf, close };
}
