import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { photo } from './synthetic-photo.ts';
import { checkContent } from '../content/check-content.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { sampleSiteRoot } from '../../test/support/sample-site.ts';
import { checkImageFile, checkSiteIcon, MAX_SVG_BYTES } from './check-image.ts';
import { IMAGE_SLOTS } from './image-slots.ts';

let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-image-'));
  fs.cpSync(sampleSiteRoot, root, { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'));
  const images = path.join(root, 'public', 'images', 'real');
  fs.mkdirSync(images, { recursive: true });
  fs.writeFileSync(path.join(images, 'me.jpg'), Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
  fs.writeFileSync(path.join(images, 'small.jpg'), await photo(800, 500));
  fs.writeFileSync(path.join(images, 'really-png.jpg'), await photo(1600, 1000, 'png'));
  fs.writeFileSync(path.join(images, 'cv.png'), '%PDF-1.7\n');
  const profile = path.join(root, 'content', 'profile.yaml');
  fs.writeFileSync(profile, fs.readFileSync(profile, 'utf8').replace('location:', 'photo: /images/real/me.jpg\nlocation:'));
  const projects = path.join(root, 'content', 'projects.yaml');
  const text = fs.readFileSync(projects, 'utf8');
  const replaced = text
    .replace('/images/projects/gymflow-1.svg', '/images/real/small.jpg')
    .replace('/images/projects/gymflow-2.svg', '/images/real/really-png.jpg')
    .replace('/images/projects/gymflow-3.svg', '/images/real/cv.png');
  fs.writeFileSync(projects, replaced);
}, 30_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('reports unusable images as located errors and weak ones as warnings, from their headers', () => {
  const result = checkContent(contentPaths(root));
  const lines = result.problems.map((p) => `${p.file}:${p.at.line}:${p.at.col} ${p.severity} ${p.field}: ${p.message}`);
  const line = (file: string, text: string) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1;
  expect(lines).toEqual(
    expect.arrayContaining([
      `content/profile.yaml:${line('content/profile.yaml', 'photo:')}:8 error photo: is a GIF, which is not supported: use JPEG, PNG, WebP or AVIF`,
      `content/projects.yaml:${line('content/projects.yaml', 'small.jpg')}:9 warning projects[0].images[0]: is 800×500 px; the project dialog needs 1536 px wide to look sharp on large screens`,
      `content/projects.yaml:${line('content/projects.yaml', 'really-png.jpg')}:9 warning projects[0].images[1]: is named .jpg but is a PNG file`,
      `content/projects.yaml:${line('content/projects.yaml', 'cv.png')}:9 error projects[0].images[2]: is not an image: it looks like a PDF document`,
    ]),
  );
  expect(result.ok).toBe(false);
  expect(result.problems.filter((p) => p.severity === 'error')).toHaveLength(2);
});

it('warns about an image too large to be worth its weight: over 25 MB, or over 10,000 px', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'huge-'));
  /** A PNG of the given size: a real header and end, the middle left sparse (nothing is written to disk). */
  const png = (name: string, width: number, height: number, bytes: number) => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    header.writeUInt8(8, 24);
    header.writeUInt8(2, 25);
    const end = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    const file = path.join(dir, name);
    fs.writeFileSync(file, header);
    fs.truncateSync(file, bytes - end.length);
    fs.appendFileSync(file, end);
    return file;
  };
  try {
    expect(checkImageFile(png('heavy.png', 4000, 3000, 26 * 1024 * 1024), IMAGE_SLOTS.carousel)).toEqual([
      { severity: 'warning', message: 'is 26 MB', hint: 'images over 25 MB slow every build: export a smaller one' },
    ]);
    expect(checkImageFile(png('wide.png', 12_000, 8000, 4096), IMAGE_SLOTS.carousel)).toEqual([
      { severity: 'warning', message: 'is 12000×8000 px', hint: 'more than 10,000 px is more than any screen shows: resize it' },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses an SVG it cannot read whole: a folder in its place, or one larger than any drawing', () => {
  const folder = path.join(root, 'public', 'folder.svg');
  fs.mkdirSync(folder);
  expect(checkSiteIcon(folder)).toEqual([
    { severity: 'error', message: 'cannot be read (it is a folder)', hint: 'put the SVG file itself at this path' },
  ]);
  const huge = path.join(root, 'public', 'huge.svg');
  fs.writeFileSync(huge, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">');
  fs.truncateSync(huge, MAX_SVG_BYTES + 1);
  expect(checkImageFile(huge, IMAGE_SLOTS.carousel)).toEqual([
    { severity: 'error', message: 'is 11 MB, more than an SVG drawing needs', hint: 'simplify it, or export it as WebP' },
  ]);
});
