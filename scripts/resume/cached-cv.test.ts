import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleCv } from '../../test/support/sample-site.ts';
import { renderCachedCvPdf } from './cached-cv.ts';

const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-cache-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));
const pdfs = () => fs.readdirSync(cache).filter((file) => file.endsWith('.pdf'));
const date = new Date('2026-11-01T00:00:00Z');

describe('renderCachedCvPdf', () => {
  it('draws a CV once; a later build, on another day, takes it from the cache; changed content draws again', async () => {
    const cv = sampleCv('en');
    const drawn = await renderCachedCvPdf(cv, { date }, cache);
    expect(drawn.subarray(0, 5).toString()).toBe('%PDF-');
    const [file = ''] = pdfs();
    // A marker in the cached file shows that a later build (a new process: fresh modules) reads it instead of drawing.
    fs.writeFileSync(path.join(cache, file), 'cached');
    vi.resetModules();
    const later = await import('./cached-cv.ts');
    expect((await later.renderCachedCvPdf(sampleCv('en'), { date }, cache)).toString()).toBe('cached');
    await later.renderCachedCvPdf({ ...cv, profile: { ...cv.profile, name: `${cv.profile.name} Jr.` } }, { date }, cache);
    expect((await later.renderCachedCvPdf(cv, { date: new Date('2026-11-02T00:00:00Z') }, cache)).toString()).toBe('cached');
    expect(pdfs()).toHaveLength(2);
  }, 120_000);

  it('names a CV by its date too when SOURCE_DATE_EPOCH fixes it (a reproducible build)', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', String(date.getTime() / 1000));
    try {
      const before = pdfs().length;
      await renderCachedCvPdf(sampleCv('en'), { date }, cache);
      expect(pdfs()).toHaveLength(before + 1);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);
});
