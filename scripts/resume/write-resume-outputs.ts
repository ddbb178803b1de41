/**
 * One language's CV files for the build: `resume.json` (JSON Resume) and the PDF, written under the
 * output folder at the paths the site links (`resume.json` or `fr/resume.json`, `cv/<owner>-<lang>.pdf`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CvContent } from './cv-content.ts';
import { cvPdfPath, renderCvPdf } from './render-cv-pdf.ts';
import { resumeJsonPath, toJsonResume } from './to-json-resume.ts';

export interface ResumeOutputOptions {
  /** The portrait's file, e.g. `public/images/me.jpg` resolved from profile.photo. */
  photoFile?: string;
  /** meta.lastModified of the JSON Resume; defaults to now. */
  lastModified?: Date;
  /** Which files to write; both by default. */
  parts?: { json: boolean; pdf: boolean };
}

export interface ResumeOutputs {
  /** Paths written, relative to the output folder (undefined when not asked for). */
  json?: string;
  pdf?: string;
  /** Milliseconds spent on each. */
  jsonMs: number;
  pdfMs: number;
}

export async function writeResumeOutputs(cv: CvContent, outDir: string, options: ResumeOutputOptions = {}): Promise<ResumeOutputs> {
  const write = (rel: string, data: string | Buffer) => {
    const file = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  const parts = options.parts ?? { json: true, pdf: true };
  let start = performance.now();
  const json = parts.json ? resumeJsonPath(cv) : undefined;
  if (json) write(json, `${JSON.stringify(toJsonResume(cv, { lastModified: options.lastModified }), null, 2)}\n`);
  const jsonMs = performance.now() - start;
  start = performance.now();
  const pdf = parts.pdf ? cvPdfPath(cv) : undefined;
  if (pdf) write(pdf, await renderCvPdf(cv, { photoFile: options.photoFile }));
  return { json, pdf, jsonMs, pdfMs: performance.now() - start };
}
