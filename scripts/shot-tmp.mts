import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { startStaticServer } from './static-server.ts';
const [dir, out, scheme = 'light', width = '1280', path = '/'] = process.argv.slice(2);
const server = await startStaticServer(dir!);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: Number(width), height: 800 },
  colorScheme: scheme as 'light' | 'dark',
  reducedMotion: 'reduce',
});
await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
console.log(await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.status}`).join(', ')));
await page.screenshot({ path: out! });
await browser.close();
await server.close();
