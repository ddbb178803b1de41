import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { checkContent, contentPaths } from '../content/check-content.ts';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { readPdf } from './pdf-reader.ts';
import { repoRoot, tempRoot, type TempRoot } from './temp-root.ts';
import { validateJsonResume } from './validate-json-resume.ts';
import { writeCvs } from './write-cvs.ts';

let temp: TempRoot | undefined;
afterEach(() => temp?.remove());

function sampleContent(): DeepReadonly<Content> {
  const { content, report } = checkContent(contentPaths(repoRoot));
  if (!content) throw new Error(report);
  return content;
}

it('writes resume.json for the site language and both CVs the Resume menu offers', async () => {
  temp = tempRoot();
  const written = await writeCvs(repoRoot, sampleContent(), temp.root);
  expect(written.files.sort()).toEqual(['cv/sam-rivera-en.pdf', 'cv/sam-rivera-fr.pdf', 'resume.json']);
  const doc: unknown = JSON.parse(fs.readFileSync(path.join(temp.root, 'resume.json'), 'utf8'));
  expect(validateJsonResume(doc).errors).toEqual([]);
  const french = await readPdf(fs.readFileSync(path.join(temp.root, 'cv', 'sam-rivera-fr.pdf')));
  expect(french.text).toContain('Sam Rivera');
  expect(french.text).toContain('Expérience professionnelle');
});

it('makes no PDF for a language whose CV the owner links from profile.yaml', async () => {
  temp = tempRoot();
  const content = sampleContent();
  const own = { ...content, profile: { ...content.profile, resume: { french: 'https://example.com/mon-cv.pdf' } } };
  const written = await writeCvs(repoRoot, own, temp.root);
  expect(written.files.sort()).toEqual(['cv/sam-rivera-en.pdf', 'resume.json']);
  expect(fs.existsSync(path.join(temp.root, 'cv', 'sam-rivera-fr.pdf'))).toBe(false);
});

it('writes each language of a site in several from its own content, and one English CV for a regional English', async () => {
  temp = tempRoot();
  const checked = checkContent(contentPaths(repoRoot));
  if (!checked.content) throw new Error(checked.report);
  const written = await writeCvs(repoRoot, checked.content, temp.root, { languages: checked.languages, localized: checked.localized });
  expect(written.files.sort()).toEqual(['cv/sam-rivera-en.pdf', 'cv/sam-rivera-fr.pdf', 'fr/resume.json', 'resume.json']);
  const french = JSON.parse(fs.readFileSync(path.join(temp.root, 'fr', 'resume.json'), 'utf8')) as { basics: { label: string } };
  expect(french.basics.label).toBe(checked.localized?.get('fr')?.profile.headline);
  const british = { ...checked.content, site: { ...checked.content.site, language: 'en-GB' } };
  const regional = await writeCvs(repoRoot, british, path.join(temp.root, 'gb'), { languages: ['en-GB'] });
  expect(regional.files.sort()).toEqual(['cv/sam-rivera-en.pdf', 'cv/sam-rivera-fr.pdf', 'resume.json']);
}, 60_000);
