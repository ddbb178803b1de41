/**
 * Issue 22: a JSON Resume's publications, awards and volunteering, imported with
 * `npm run content:import`, are sections of the owner's own that the check accepts and the build
 * publishes: on the page, in the PDF CV and in resume.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import type { ResumeDocument } from '../../scripts/resume/json-resume-types.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { tempProject } from '../support/temp-project.ts';

const project = tempProject();
afterAll(() => project.remove());

it('imports a JSON Resume’s awards, publications and volunteering into sections that check and build', async () => {
  // The imported site alone, not laid over the sample's translations.
  fs.rmSync(path.join(project.root, 'content'), { recursive: true });
  const imported = project.run('content-import', [path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.0-senior-everything.json')]);
  expect(imported.stdout).toContain('✔ content:check passes.');
  expect(imported.stdout).not.toMatch(/^ {2}- (publications|awards|volunteer)/m);

  const run = project.build();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const html = project.read('dist/index.html');
  for (const id of ['publications', 'awards', 'volunteering']) expect(html).toContain(`id="${id}"`);
  expect(html).toContain('Engineer of the Year');

  const resume = JSON.parse(project.read('dist/resume.json')) as ResumeDocument;
  expect(resume.publications).toEqual([
    { name: 'Boring Queues', publisher: 'Backend Weekly', releaseDate: '2022-05', url: 'https://backend.example/boring-queues' },
  ]);
  expect(resume.awards).toEqual([{ title: 'Engineer of the Year', awarder: 'Parcelwise', date: '2023-12', summary: 'For the dispatch migration.' }]);
  expect(resume.volunteer).toEqual([
    { organization: 'Code Club', position: 'Volunteer mentor', startDate: '2019-01', summary: 'Weekly coding club at a primary school.' },
  ]);

  const cv = await readPdf(fs.readFileSync(path.join(project.root, 'dist', 'cv', 'priya-raman-en.pdf')));
  for (const text of ['Publications', 'Boring Queues', 'Awards', 'Engineer of the Year', 'Volunteering', 'Volunteer mentor'])
    expect(cv.text).toContain(text);
});
