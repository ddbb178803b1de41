/**
 * `npm run images`: renders the share card (public/og-image.png, 1200×630, from the owner's name
 * and headline) and the PNG icons (from public/favicon.svg) in the local Chromium. Run it after
 * changing your name or headline, and commit the files: nothing is downloaded or drawn at build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { chromium } from 'playwright-core';
import { light } from '../src/theme/color-schemes.ts';
import { escapeHtml } from './content/html-head.ts';
import { CHROMIUM_ARGS, findChromium } from '../test/e2e/support/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const profile = yaml.load(fs.readFileSync(path.join(root, 'content', 'profile.yaml'), 'utf8')) as { name: string; headline: string; location: string };
const favicon = fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');

const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:center;gap:28px;
  font-family:system-ui,'DejaVu Sans',sans-serif;background:radial-gradient(circle at 85% 30%, ${light['accent-soft']} 0, ${light.bg} 55%);color:${light.text}">
  <div style="font:600 30px ui-monospace,'DejaVu Sans Mono',monospace;color:${light.highlight}">Hello, I'm</div>
  <div style="font-size:104px;font-weight:800;letter-spacing:-3px;line-height:1">${escapeHtml(profile.name)}</div>
  <div style="font-size:42px;font-weight:700;color:${light.accent};max-width:1000px">${escapeHtml(profile.headline)}</div>
  <div style="font-size:28px;color:${light.muted}">${escapeHtml(profile.location)}</div>
</div></body></html>`;

const icons: [file: string, size: number][] = [
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
  ['icons/apple-touch-icon.png', 180],
  ['icons/favicon-32.png', 32],
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await page.screenshot({ path: path.join(root, 'public', 'og-image.png') });
  fs.mkdirSync(path.join(root, 'public', 'icons'), { recursive: true });
  for (const [file, size] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${favicon.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.screenshot({ path: path.join(root, 'public', file), omitBackground: true });
  }
  console.log(`✔ wrote public/og-image.png and ${icons.map(([f]) => `public/${f}`).join(', ')}`);
} finally {
  await browser.close();
}
