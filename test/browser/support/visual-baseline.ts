/**
 * Visual regression: a screenshot is compared with the committed baseline for this browser build
 * (test/browser/visual-baselines/<browser key>/<name>.webp, lossless), pixel by pixel with pixelmatch
 * (anti-aliasing aware). Baselines are written only by `npm run test:update-screenshots`
 * (UPDATE_SCREENSHOTS=1). Different browsers and font sets draw text differently, so each one
 * has its own baselines; one without any is reported as skipped, never as passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { findChromium } from '../../../scripts/chromium.ts';

const baselineRoot = path.resolve(import.meta.dirname, '../visual-baselines');
const diffDir = path.resolve(import.meta.dirname, '../screenshots');
/** Share of pixels that may differ (anti-aliasing noise stays well under it; a moved block does not). */
export const MAX_DIFF_RATIO = 0.0002;

export const updating = process.env.UPDATE_SCREENSHOTS === '1';

/** `linux-chromium`, `linux-google-chrome`: whose rendering the baselines are. */
export function browserKey(): string {
  return `${process.platform}-${path.basename(findChromium())}`;
}

export const baselineDir = path.join(baselineRoot, browserKey());

export function hasBaselines(): boolean {
  return fs.existsSync(baselineDir);
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function raw(image: Buffer | string): Promise<Raw> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface Comparison {
  /** What differs, for the failure message; undefined when the screenshot matches. */
  problem?: string;
}

/** Compares a PNG screenshot with its baseline, or writes the baseline when updating. */
export async function compareWithBaseline(name: string, screenshot: Buffer): Promise<Comparison> {
  const file = path.join(baselineDir, `${name}.webp`);
  if (updating) {
    fs.mkdirSync(baselineDir, { recursive: true });
    await sharp(screenshot).webp({ lossless: true, effort: 6 }).toFile(file);
    return {};
  }
  if (!fs.existsSync(file)) return { problem: `no baseline ${path.relative(process.cwd(), file)}: run npm run test:update-screenshots` };
  const [actual, expected] = await Promise.all([raw(screenshot), raw(file)]);
  if (actual.width !== expected.width || actual.height !== expected.height)
    return { problem: `${name} is ${actual.width}×${actual.height} px; the baseline is ${expected.width}×${expected.height} px` };
  const diff = Buffer.alloc(actual.data.length);
  const changed = pixelmatch(actual.data, expected.data, diff, actual.width, actual.height, { threshold: 0.1 });
  const ratio = changed / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return {};
  fs.mkdirSync(diffDir, { recursive: true });
  const diffFile = path.join(diffDir, `${name}-diff.png`);
  await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } })
    .png()
    .toFile(diffFile);
  return {
    problem: `${name}: ${changed} pixels differ (${(ratio * 100).toFixed(2)} %, allowed ${(MAX_DIFF_RATIO * 100).toFixed(2)} %); see ${path.relative(process.cwd(), diffFile)}`,
  };
}
