/** `npm run build` end to end: content edits reach the HTML, bad content never reaches dist/. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../support/content-fixture.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
beforeAll(() => {
  project = tempProject();
});
afterAll(() => project.remove());

describe('npm run build', () => {
  it('prerenders the content into dist/index.html and a 404 page into dist/404.html', () => {
    project.edit('content/profile.yaml', 'name: Sam Rivera', 'name: Ada Quinn-Lovelace');
    project.edit('content/profile.yaml', 'headline: Full-Stack Developer & AI Automation Specialist', 'headline: Builder of Careful Machines');
    project.edit('content/projects.yaml', '  - title: GymFlow Client Manager\n', '  - title: GymFlow Client Manager\n    slug: gymflow\n');
    // Its translation follows it to its new key.
    project.edit('content/fr/projects.yaml', 'slug: gymflow-client-manager', 'slug: gymflow');
    const run = project.build();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const html = project.read('dist/index.html');
    expect(html).toContain('>Ada Quinn-Lovelace</h1>');
    expect(html).toContain('Builder of Careful Machines');
    // The first screen's CSS in the page, the rest in the stylesheet the boot script adds.
    expect(html).toMatch(/<style data-first-screen>[^<]+<\/style>/);
    const stylesheet = /data-stylesheet="(\/assets\/styles-\w+\.css)"/.exec(html)?.[1] ?? '';
    expect(project.read(`dist${stylesheet}`)).toContain('.');
    expect(html).not.toContain('<!--ssr-html-->');
    // A page per project, at its own slug or its title's, with its share card beside it.
    const gymflow = project.read('dist/projects/gymflow/index.html');
    expect(gymflow).toContain('<title>GymFlow Client Manager — Ada Quinn-Lovelace</title>');
    expect(gymflow).toMatch(/<div role="dialog" aria-modal="true" aria-labelledby="[^"]+"[^>]*>/);
    expect(gymflow).toContain('"@type":"CreativeWork"');
    expect(project.read('dist/projects/ironcraft-forge-website/index.html')).toContain('<title>Ironcraft Forge Website — Ada Quinn-Lovelace</title>');
    expect(fs.existsSync(path.join(project.root, 'dist/projects/gymflow.png'))).toBe(true);
    expect(project.read('dist/sitemap.xml')).toContain('/projects/gymflow/</loc>');
    expect(html).not.toContain('role="dialog"');
    const notFound = project.read('dist/404.html');
    expect(notFound).toContain('Oops! Page not found');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    // Every page again in French, under /fr/, with its own 404 page.
    expect(project.read('dist/fr/index.html')).toContain('<html lang="fr"');
    expect(project.read('dist/fr/projects/gymflow/index.html')).toContain('<title>GymFlow – gestion des adhérents — Ada Quinn-Lovelace</title>');
    expect(project.read('dist/fr/404.html')).toContain('Oups\u00a0! Page introuvable');
  }, 120_000);

  // The command's refusal end to end (3 s each) on two fixtures, content and an image: every
  // mistake reaches it through the same check, which refuses every fixture (the other kinds: a
  // wrong encoding, a schema error, a check across entries, a translation, a post, hostile YAML)
  // with its exact messages, and no stack, in scripts/content/check-content.test.ts.
  const broken = [
    'unclosed-bracket', // YAML that does not parse
    'undecodable-image', // an image
  ];
  it('refuses only fixtures that exist', () => {
    expect(fs.readdirSync(fixturesDir)).toEqual(expect.arrayContaining(broken));
  });

  it.each(broken)('refuses the %s fixture with its located message and writes nothing to dist/', (name) => {
    fs.rmSync(path.join(project.root, 'dist'), { recursive: true, force: true });
    const saved = new Map<string, Buffer | undefined>();
    const files = fs.readdirSync(path.join(fixturesDir, name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => fs.statSync(path.join(fixturesDir, name, f)).isFile())) {
      // Byte for byte: some fixtures are in the wrong encoding, or are images.
      const target = path.join(project.root, file.startsWith('public/') ? file : `content/${file}`);
      saved.set(target, fs.existsSync(target) ? fs.readFileSync(target) : undefined);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(fixturesDir, name, file), target);
    }
    try {
      const run = project.build();
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^(content\/([\w-]+\/)*[\w -]+\.(ya?ml|md|txt)|public\/[\w./-]+):\d+:\d+ error /m);
      expect(run.stderr).toContain('Nothing was built: dist/ is unchanged.');
      expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
      expect(fs.existsSync(path.join(project.root, 'dist'))).toBe(false);
    } finally {
      for (const [target, bytes] of saved) {
        if (bytes === undefined) fs.rmSync(target);
        else fs.writeFileSync(target, bytes);
      }
    }
  });
});
