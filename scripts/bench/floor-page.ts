/**
 * The benchmark's floor: a bare static page painting the same hero text (name, headline, bio)
 * in the same colours, with no script, no other section and no framework — what no site can beat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { light } from '../../src/theme/color-schemes.ts';
import { checkContent } from '../content/check-content.ts';
import { contentPaths } from '../paths.ts';
import { escapeHtml } from '../pages/escape-html.ts';

export function floorPage(root: string): string {
  const checked = checkContent(contentPaths(root));
  const profile = checked.content?.profile;
  if (!profile) throw new Error(`content/ has problems:\n${checked.report}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(profile.name)}</title><meta name="description" content="${escapeHtml(profile.headline)}">
<style>body{margin:0;font-family:system-ui,sans-serif;background:${light.bg};color:${light.text}}main{padding:4rem 1rem;max-width:72rem;margin:auto}
h1{font-size:clamp(2.5rem,1.4rem + 5vw,4.75rem);margin:0}p{font-size:1.125rem;color:${light.muted}}</style></head>
<body><main><h1>${escapeHtml(profile.name)}</h1><p><strong>${escapeHtml(profile.headline)}</strong></p><p>${escapeHtml(profile.bio)}</p></main></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}
