import { chromium } from 'playwright-core';
import { startStaticServer } from './scripts/static-server.ts';
const server = await startStaticServer('dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const sizes = process.argv.slice(2).map(s => s.split(':'));
for (const [w, scheme] of sizes) {
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, colorScheme: scheme as 'light'|'dark' });
  page.on('console', m => console.log(w, m.type(), m.text()));
  await page.goto(server.url + '/');
  await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 300) { window.scrollTo({top: y, behavior: 'instant'}); await new Promise(r => setTimeout(r, 50)); } window.scrollTo({top: 0, behavior: 'instant'}); });
  await page.waitForTimeout(900);
  await page.screenshot({ path: `/tmp/shot-${w}-${scheme}.png`, fullPage: true });
  await page.screenshot({ path: `/tmp/top-${w}-${scheme}.png` });
  await page.evaluate(() => window.scrollTo({ top: document.getElementById('experience')!.offsetTop, behavior: 'instant' })); await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/exp-${w}-${scheme}.png` });
  await page.close();
}
await browser.close(); await server.close();
