/** Finds the system Chromium: the browser tests never download one. */
import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found)
    throw new Error('Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to its executable.');
  return found;
}
