/** `npm run make-it-yours`: the sample site becomes the owner's, and nothing of the sample owner is left. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMakeItYours } from '../../scripts/commands/make-it-yours.ts';
import { findSampleTraces, SAMPLE_NOTICE } from '../../scripts/starter/find-traces.ts';
import { sampleOwner } from '../../scripts/starter/sample-owner.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
beforeAll(() => {
  project = tempProject();
});
afterAll(() => project.remove());

const at = (...parts: string[]) => path.join(project.root, ...parts);
const traces = () => findSampleTraces(['content', 'public', 'dist'].map((dir) => at(dir)));

describe('npm run make-it-yours', () => {
  it('turns the sample into the owner’s site from a few answers: the sample’s posts, translations, images and settings go, the build no longer says it is the sample', () => {
    // The build of the sample says it is the sample: dev-matches-build.test.ts builds it.
    expect(traces().map((trace) => trace.what)).toContain('a sample post');
    fs.writeFileSync(at('public', 'my-portrait.jpg'), 'not the sample’s');
    const ownPost = '---\ntitle: Started here\ndate: 2026-11-01\nsummary: A post of the owner’s, written before.\n---\n\nMine.\n';
    fs.writeFileSync(at('content', 'posts', 'started-here.md'), ownPost);
    // A facts file the owner keeps (scripts/github/): a build wrote the sample's repositories there, and they linked one of their own.
    fs.writeFileSync(
      at('content', 'github-facts.json'),
      '{ "api": "https://api.github.com", "repositories": { "example-sam-rivera/gymflow": {}, "ada-quinn/own-tool": { "stars": 3 } } }\n',
    );

    const made = project.run('make-it-yours', [
      '--name',
      'Ada Quinn',
      '--email',
      'ada@quinn.dev',
      '--url',
      'https://ada.quinn.dev',
      '--languages',
      'en,fr',
    ]);
    expect(made.status, made.stdout).toBe(0);
    // It says what it changed, file by file.
    expect(made.stdout).toContain('  - content/posts/typing-a-spreadsheet.md');
    expect(made.stdout).toContain('  - content/fr/projects.yaml');
    expect(made.stdout).toContain('  - public/images/projects/gymflow-1.svg');
    expect(made.stdout).toContain('  + content/github-facts.json');
    expect(made.stdout).toContain('  + content/profile.yaml');
    expect(made.stdout).toContain('  = public/my-portrait.jpg');
    expect(made.stdout).toContain('  = content/posts/started-here.md');
    expect(made.stdout).toContain('✔ content:check passes.');

    expect(fs.readdirSync(at('content', 'posts'))).toEqual(['started-here.md']);
    expect(fs.existsSync(at('content', 'fr'))).toBe(false);
    expect(fs.existsSync(at('public', 'images'))).toBe(false);
    expect(fs.readFileSync(at('public', 'my-portrait.jpg'), 'utf8')).toBe('not the sample’s');
    expect(JSON.parse(fs.readFileSync(at('content', 'github-facts.json'), 'utf8'))).toEqual({
      api: 'https://api.github.com',
      repositories: { 'ada-quinn/own-tool': { stars: 3 } },
    });
    const site = fs.readFileSync(at('content', 'site.yaml'), 'utf8');
    expect(site).toContain('url: https://ada.quinn.dev');
    expect(site).toContain('languages: [en, fr]');
    // The sample's EmailJS ids, editor repository and analytics domain are gone with its settings.
    expect(site).not.toMatch(/service_sample|cms:|analytics:/);

    const after = project.build();
    expect(after.status, after.stderr).toBe(0);
    expect(after.stdout).not.toContain(SAMPLE_NOTICE);
    expect(fs.readFileSync(at('dist', 'index.html'), 'utf8')).toContain('>Ada Quinn</h1>');
    expect(traces()).toEqual([]);
  });

  it('refuses to replace content that is no longer the sample, and changes nothing', () => {
    const profile = fs.readFileSync(at('content', 'profile.yaml'), 'utf8');
    const made = project.run('make-it-yours', ['--name', 'Someone Else', '--email', 'someone@else.dev', '--url', 'https://else.dev']);
    expect(made.status).toBe(1);
    expect(made.stdout).toContain('content/ is not the sample site any more');
    expect(fs.readFileSync(at('content', 'profile.yaml'), 'utf8')).toBe(profile);
  });

  it('asks in a terminal for what the flags leave out, and says which flags a script must give', async () => {
    const lines: string[] = [];
    const asked: string[] = [];
    const replies: Record<string, string> = { 'Your email': 'bo@example.org', 'Where the site': 'https://bo.example.org', 'Its languages': 'fr' };
    const ask = (question: string) => {
      asked.push(question);
      return Promise.resolve(Object.entries(replies).find(([start]) => question.startsWith(start))?.[1] ?? '');
    };
    const status = await runMakeItYours(['--root', project.root, '--force', '--name', 'Bo Lind'], (line) => lines.push(line), ask);
    expect(status, lines.join('\n')).toBe(0);
    expect(asked).toHaveLength(3);
    const site = fs.readFileSync(at('content', 'site.yaml'), 'utf8');
    expect(site).toContain('language: fr');
    expect(site).toContain('url: https://bo.example.org');

    const script: string[] = [];
    expect(await runMakeItYours(['--root', project.root, '--force', '--name', 'Bo Lind'], (line) => script.push(line))).toBe(2);
    expect(script.join('\n')).toContain('Give --email, --url, or --resume <resume.json>.');
  });

  it('knows the sample owner by their name, email, projects and posts', () => {
    const what = new Set(sampleOwner().traces.map((trace) => trace.what));
    expect([...what]).toEqual(expect.arrayContaining(['the sample owner’s name', 'the sample owner’s email', 'a sample project', 'a sample post']));
  });
});
