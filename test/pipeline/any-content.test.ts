/**
 * The owner's CI passes on the owner's content: `npm run test:site` (the suite `npm test` and the
 * owner's CI run on content/) stays green when content/ is replaced by any valid content — here a
 * site imported from a JSON Resume with `npm run content:import` (one language, two projects and no
 * image), whose publications, awards and volunteering (issue 22) become sections of the owner's own
 * that the check accepts and the build publishes: on the page, in the PDF CV and in resume.json.
 * The sample made the owner's from a JSON Resume in two languages, TODO markers and all, is the
 * site upgrade.test.ts upgrades.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import type { ResumeDocument } from '../../scripts/resume/json-resume-types.ts';
import { ownerSuite } from '../support/owner-suite.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { tempProject } from '../support/temp-project.ts';

const project = tempProject();
afterAll(() => project.remove());

// The whole owner's suite: 50 s alone on 2 cores, 90 s beside a CPU-heavy process.
describe('npm run test:site on other content', () => {
  it('passes on a site imported from a JSON Resume, whose awards, publications and volunteering are sections that check and build', async () => {
    // The imported site alone, not laid over the sample's translations.
    fs.rmSync(path.join(project.root, 'content'), { recursive: true });
    const imported = project.run('content-import', [path.join(repoRoot, 'test', 'fixtures', 'resume', 'v1.0-senior-everything.json')]);
    expect(imported.stdout).toContain('✔ content:check passes.');
    expect(imported.stdout).not.toMatch(/^ {2}- (publications|awards|volunteer)/m);

    const run = ownerSuite(project.root);
    expect(run.output).toMatch(/Tests +\d+ passed/);
    expect(run.output).toContain('✔ built dist/');
    expect(run.status, run.output).toBe(0);

    const html = project.read('dist/index.html');
    expect(html).toContain('>Priya Raman</h1>');
    for (const id of ['publications', 'awards', 'volunteering']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Engineer of the Year');
    const resume = JSON.parse(project.read('dist/resume.json')) as ResumeDocument;
    expect(resume.publications).toEqual([
      { name: 'Boring Queues', publisher: 'Backend Weekly', releaseDate: '2022-05', url: 'https://backend.example/boring-queues' },
    ]);
    expect(resume.awards).toEqual([
      { title: 'Engineer of the Year', awarder: 'Parcelwise', date: '2023-12', summary: 'For the dispatch migration.' },
    ]);
    expect(resume.volunteer).toEqual([
      { organization: 'Code Club', position: 'Volunteer mentor', startDate: '2019-01', summary: 'Weekly coding club at a primary school.' },
    ]);
    const cv = await readPdf(fs.readFileSync(path.join(project.root, 'dist', 'cv', 'priya-raman-en.pdf')));
    for (const text of ['Publications', 'Boring Queues', 'Awards', 'Engineer of the Year', 'Volunteering', 'Volunteer mentor'])
      expect(cv.text).toContain(text);
  });
});
