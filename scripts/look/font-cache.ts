/** Where the build keeps the font files it makes (web fonts, static instances): node_modules/.cache/portfolio/fonts. */
import path from 'node:path';
import { cacheDir } from '../paths.ts';

export function fontCacheDir(): string {
  return path.join(cacheDir, 'fonts');
}
