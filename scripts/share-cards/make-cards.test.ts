import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, contentPaths } from '../content/check-content.ts';
import { makeCards, projectCardFile } from './make-cards.ts';
import { pngSize, RENDER_TIMEOUT } from './png-info.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
let out: string;

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'make-cards-'));
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('makeCards', { timeout: 4 * RENDER_TIMEOUT }, () => {
  it('writes the site card and one card per project in each language, and the icons, from the sample content', async () => {
    const missing: string[] = [];
    const files = await makeCards({ root, outDir: path.join(out, 'sample'), onMissingGlyphs: (chars) => missing.push(chars) });
    const projects = checkContent(contentPaths(root)).content?.projects.projects ?? [];
    expect(files).toEqual([
      'og-image.png',
      ...projects.map((p) => projectCardFile(p)),
      'fr/og-image.png',
      ...projects.map((p) => projectCardFile(p, '/fr')),
      'icons/favicon-32.png',
      'icons/apple-touch-icon.png',
      'icons/icon-192.png',
      'icons/icon-512.png',
    ]);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files.filter((f) => !f.startsWith('icons/'))) {
      expect(pngSize(fs.readFileSync(path.join(out, 'sample', file))), file).toEqual({ width: 1200, height: 630 });
    }
    expect(missing).toEqual([]);
  });

  it('refuses content with problems, listing them', async () => {
    const broken = path.join(out, 'broken');
    for (const dir of ['content', 'schemas', 'public']) fs.cpSync(path.join(root, dir), path.join(broken, dir), { recursive: true });
    const profile = path.join(broken, 'content', 'profile.yaml');
    fs.writeFileSync(profile, fs.readFileSync(profile, 'utf8').replace(/^name: .*$/m, ''));
    await expect(makeCards({ root: broken, outDir: path.join(out, 'never') })).rejects.toThrow(
      /^The share cards are drawn from content\/, which has problems to fix first:\n.*content\/profile\.yaml/,
    );
    expect(fs.existsSync(path.join(out, 'never'))).toBe(false);
  });
});
