import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { runResumeCli } from './resume.ts';
import { readPdf } from '../../test/support/pdf-reader.ts';
import { sampleSiteRoot } from '../../test/support/sample-site.ts';
import { tempRoot, type TempRoot } from '../../test/support/temp-root.ts';
import { validateJsonResume } from '../../test/support/validate-json-resume.ts';

let temp: TempRoot | undefined;
afterEach(() => temp?.remove());

it('writes resume.json and the PDF for each language from that language’s content, French under fr/, and prints the times', async () => {
  temp = tempRoot();
  const lines: string[] = [];
  const code = await runResumeCli(['--root', sampleSiteRoot, '--out', temp.root], (line) => lines.push(line));
  expect(code).toBe(0);
  for (const file of ['resume.json', 'fr/resume.json']) {
    const doc = JSON.parse(fs.readFileSync(path.join(temp.root, file), 'utf8'));
    expect(validateJsonResume(doc).errors).toEqual([]);
  }
  const frDoc = JSON.parse(fs.readFileSync(path.join(temp.root, 'fr', 'resume.json'), 'utf8')) as { meta: unknown; basics: unknown };
  // The French text, and the French pages' address.
  expect(frDoc.basics).toMatchObject({
    label: 'Développeur full-stack & spécialiste de l’automatisation IA',
    url: 'https://sam-rivera.example.com/fr/',
  });
  expect(frDoc.meta).toMatchObject({
    canonical: 'https://sam-rivera.example.com/fr/resume.json',
    portfolio: { lang: 'fr', site: { languages: ['en', 'fr'] } },
  });
  const frPdf = await readPdf(fs.readFileSync(path.join(temp.root, 'cv', 'sam-rivera-fr.pdf')));
  expect(frPdf.text).toContain('Expérience professionnelle');
  expect(frPdf.text).toContain('Développeur full-stack & ingénieur en automatisation IA');
  expect(frPdf.pages).toBeLessThanOrEqual(2);
  expect(fs.existsSync(path.join(temp.root, 'cv', 'sam-rivera-en.pdf'))).toBe(true);
  expect(lines[0]).toMatch(/^Content checked in \d+ ms \(CPU \d+ ms\)\.$/);
  expect(lines.slice(1, 5)).toEqual([
    expect.stringMatching(/^✔ cv\/sam-rivera-en\.pdf in \d+ ms$/),
    expect.stringMatching(/^✔ cv\/sam-rivera-fr\.pdf in \d+ ms$/),
    expect.stringMatching(/^✔ fr\/resume\.json in \d+ ms$/),
    expect.stringMatching(/^✔ resume\.json in \d+ ms$/),
  ]);
  expect(lines[5]).toMatch(/^CVs for en, fr in \d+ ms \(CPU \d+ ms\); files in /);
}, 120_000);

it('stops on content with problems, showing them', async () => {
  temp = tempRoot();
  fs.mkdirSync(temp.contentDir);
  const lines: string[] = [];
  expect(await runResumeCli(['--root', temp.root, '--out', path.join(temp.root, 'out')], (line) => lines.push(line))).toBe(1);
  expect(lines[0]).toMatch(/^The content has problems; fix them first:\ncontent\/certifications\.yaml:1:1/);
  expect(fs.existsSync(path.join(temp.root, 'out'))).toBe(false);
});
