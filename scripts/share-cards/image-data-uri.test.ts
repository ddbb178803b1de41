import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDataUri } from './image-data-uri.ts';
import { colourDistance, pngSize, pngStats, RENDER_TIMEOUT } from '../../test/support/png-info.ts';

let dir: string;
const box = { width: 300, height: 200 };
const decode = (uri: string) => {
  expect(uri.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(uri.slice('data:image/png;base64,'.length), 'base64');
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-data-uri-'));
  const photo = sharp({ create: { width: 640, height: 960, channels: 3, background: '#d62828' } });
  await photo.clone().jpeg().toFile(path.join(dir, 'photo.jpg'));
  await photo.clone().webp().toFile(path.join(dir, 'photo.webp'));
  await photo.clone().avif().toFile(path.join(dir, 'photo.avif'));
  await photo.clone().gif().toFile(path.join(dir, 'photo.gif'));
  fs.writeFileSync(
    path.join(dir, 'label.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">' +
      '<text x="4" y="30" font-size="28" font-family="system-ui,sans-serif">Reçu</text></svg>',
  );
  fs.writeFileSync(path.join(dir, 'broken.png'), 'not a PNG at all');
  fs.writeFileSync(path.join(dir, 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('imageDataUri', { timeout: RENDER_TIMEOUT }, () => {
  it.each(['jpg', 'webp', 'avif', 'gif'])('crops a %s photo to exactly the box, keeping its colours', async (ext) => {
    const png = decode(await imageDataUri(path.join(dir, `photo.${ext}`), box));
    expect(pngSize(png)).toEqual(box);
    expect(colourDistance((await pngStats(png)).mean, '#d62828')).toBeLessThan(12);
  });

  it('draws an SVG at the box size, with the card fonts for its text (whatever family it asks for)', async () => {
    const png = decode(await imageDataUri(path.join(dir, 'label.svg'), box));
    expect(pngSize(png)).toEqual(box);
    expect((await pngStats(png)).mean[3]).toBeGreaterThan(10);
  });

  it('says which file is missing', async () => {
    const file = path.join(dir, 'nowhere.png');
    await expect(imageDataUri(file, box)).rejects.toThrow(`The image ${file} does not exist. Check its path, or leave the image out.`);
  });

  it('says which file is damaged and which formats are accepted', async () => {
    const file = path.join(dir, 'broken.png');
    await expect(imageDataUri(file, box)).rejects.toThrow(
      `The image ${file} could not be read: it is damaged or not in a format the share cards accept (PNG, JPEG, WebP, AVIF, GIF, TIFF or SVG).`,
    );
    await expect(imageDataUri(path.join(dir, 'broken.svg'), box)).rejects.toThrow(
      /^The SVG image .*broken\.svg could not be parsed \(.+\)\. Open it in a browser/,
    );
  });
});
