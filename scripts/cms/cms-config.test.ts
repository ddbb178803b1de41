import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../../test/support/content-fixture.ts';
import { checkContent } from '../content/check-content.ts';
import { contentPaths, repoRoot, type ContentPaths } from '../paths.ts';
import { cmsConfig, cmsConfigYaml, type CmsSite } from './cms-config.ts';
import type { DecapCollection, DecapField, FileEntry, FolderCollection } from './decap-config.ts';

const fixture = (name: string) => path.join(repoRoot, 'test', 'fixtures', name);

function siteAt(paths: ContentPaths): CmsSite {
  const checked = checkContent(paths);
  if (!checked.content || !checked.localized) throw new Error(checked.report);
  return { paths, content: checked.content, languages: checked.languages, localized: checked.localized };
}

const sample = cmsConfig(siteAt(contentPaths(fixture('sample-site'))));
const collection = (config: { collections: DecapCollection[] }, name: string) => config.collections.find((c) => c.name === name);
const filesOf = (c: DecapCollection | undefined): FileEntry[] => (c && 'files' in c ? c.files : []);
const field = (fields: readonly DecapField[] | undefined, name: string) => fields?.find((f) => f.name === name);

describe('the sample site', () => {
  it('has one form per content file, the posts, and the French files, and no sections without any', () => {
    expect(sample.collections.map((c) => c.name)).toEqual(['content', 'posts', 'content-fr', 'posts-fr']);
    expect(filesOf(collection(sample, 'content')).map((f) => f.file)).toEqual([
      'content/certifications.yaml',
      'content/contact.yaml',
      'content/education.yaml',
      'content/experience.yaml',
      'content/profile.yaml',
      'content/projects.yaml',
      'content/site.yaml',
      'content/skills.yaml',
    ]);
    expect(filesOf(collection(sample, 'content-fr')).map((f) => f.file)).toContain('content/fr/projects.yaml');
    expect(collection(sample, 'content-fr')?.label).toBe('Content in French');
  });

  it('saves to the GitHub repository site.yaml names, through decap-server on this machine, and puts uploads where the image pipeline reads them', () => {
    expect(sample.backend).toEqual({ name: 'github', repo: 'sam-rivera-dev/portfolio', branch: 'main' });
    expect(sample).toMatchObject({
      local_backend: true,
      publish_mode: 'simple',
      media_folder: 'public/images/uploads',
      public_folder: '/images/uploads',
    });
  });

  it('works with decap-server alone until site.yaml names a repository', () => {
    const withoutCms = contentFixture();
    try {
      const siteYaml = path.join(withoutCms.root, 'content', 'site.yaml');
      fs.writeFileSync(siteYaml, fs.readFileSync(siteYaml, 'utf8').replace(/^cms:\n(?: {2}.*\n)+/m, ''));
      expect(cmsConfig(siteAt(contentPaths(withoutCms.root))).backend).toEqual({
        name: 'proxy',
        proxy_url: 'http://localhost:8081/api/v1',
        branch: 'main',
      });
    } finally {
      withoutCms.remove();
    }
  });

  it('writes posts as Markdown files named by their title, the body as written', () => {
    const posts = collection(sample, 'posts') as FolderCollection;
    expect(posts).toMatchObject({ folder: 'content/posts', extension: 'md', format: 'front-matter:posts', create: true, slug: '{{slug}}' });
    expect(posts.fields.map((f) => f.name)).toEqual([
      'title',
      'date',
      'updated',
      'summary',
      'tags',
      'series',
      'seriesOrder',
      'cover',
      'coverAlt',
      'draft',
      'body',
    ]);
    expect(field(posts.fields, 'body')?.widget).toBe('text');
    expect((collection(sample, 'posts-fr') as FolderCollection).create).toBe(false);
  });

  it("offers a translated entry's key among the base file's entries, as the check makes them", () => {
    const fr = filesOf(collection(sample, 'content-fr')).find((f) => f.name === 'projects');
    const slug = field(field(fr?.fields, 'projects')?.fields, 'slug');
    expect(slug?.widget).toBe('select');
    expect(slug?.options).toContainEqual({ value: 'gymflow-client-manager', label: 'GymFlow Client Manager' });
    // The experience file leaves its types to the template's: those are offered.
    const types = field(filesOf(collection(sample, 'content-fr')).find((f) => f.name === 'experience')?.fields, 'types');
    expect(field(types?.fields, 'id')?.options).toContainEqual({ value: 'Full-time', label: 'Full-time' });
  });

  it("offers a project's type among the site's types, and the page's sections among the site's", () => {
    const projects = filesOf(collection(sample, 'content')).find((f) => f.name === 'projects');
    expect(field(field(projects?.fields, 'projects')?.fields, 'type')?.options).toEqual([
      { value: 'Web Application', label: 'Web Application' },
      { value: 'AI Automation', label: 'AI Automation' },
    ]);
    const site = filesOf(collection(sample, 'content')).find((f) => f.name === 'site');
    expect(field(site?.fields, 'sections')?.field?.options).toContainEqual({ value: 'writing', label: 'writing' });
  });

  it('is written as YAML that reads back as the same configuration, marked as made by the build', () => {
    const text = cmsConfigYaml(siteAt(contentPaths(fixture('sample-site'))));
    expect(text.startsWith('# Made from schemas/ and content/ by the build')).toBe(true);
    expect(parse(text)).toEqual(JSON.parse(JSON.stringify(sample)));
  });
});

describe('the shaped site', () => {
  const assembled = contentFixture();
  fs.cpSync(path.join(fixture('shaped-site'), 'content'), path.join(assembled.root, 'content'), { recursive: true });
  const shaped = cmsConfig(siteAt(contentPaths(assembled.root)));
  afterAll(() => assembled.remove());

  it('has a folder for each kind of section, each file in the form of its kind, and the interface texts', () => {
    const kinds = shaped.collections.filter((c) => c.name.startsWith('sections-')) as FolderCollection[];
    expect(kinds.map((c) => [c.name, c.folder, c.filter])).toEqual([
      ['sections-cards', 'content/sections', { field: 'kind', value: 'cards' }],
      ['sections-list', 'content/sections', { field: 'kind', value: 'list' }],
      ['sections-text', 'content/sections', { field: 'kind', value: 'text' }],
    ]);
    expect(filesOf(collection(shaped, 'content')).map((f) => f.name)).toContain('ui');
    const site = filesOf(collection(shaped, 'content')).find((f) => f.name === 'site');
    expect(field(site?.fields, 'sections')?.field?.options).toContainEqual({ value: 'talks', label: 'Talks & Writing (talks)' });
  });

  it("gives a translated section the translation form of its base section's kind", () => {
    const fr = filesOf(collection(shaped, 'content-fr'));
    const talks = fr.find((f) => f.file === 'content/fr/sections/talks.yaml');
    expect(talks?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['title', 'entries']));
    expect(field(field(talks?.fields, 'entries')?.fields, 'id')?.options).toContainEqual({
      value: 'lyon-js',
      label: 'Spreadsheets Are Databases Too',
    });
  });
});

describe('a schema change', () => {
  it('is in the form at the next build: a field added to a schema has its field, with its rules', () => {
    const schemaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-schemas-'));
    try {
      fs.cpSync(path.join(repoRoot, 'schemas'), schemaDir, { recursive: true });
      const file = path.join(schemaDir, 'projects.schema.json');
      const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: { projects: { items: { properties: Record<string, unknown> } } } };
      schema.properties.projects.items.properties.year = { type: 'integer', minimum: 2000, maximum: 2100, description: 'The year it shipped.' };
      fs.writeFileSync(file, JSON.stringify(schema));
      const config = cmsConfig(siteAt(contentPaths(fixture('sample-site'), schemaDir)));
      const projects = filesOf(collection(config, 'content')).find((f) => f.name === 'projects');
      expect(field(field(projects?.fields, 'projects')?.fields, 'year')).toEqual({
        name: 'year',
        label: 'Year',
        required: false,
        hint: 'The year it shipped.',
        widget: 'number',
        value_type: 'int',
        min: 2000,
        max: 2100,
      });
    } finally {
      fs.rmSync(schemaDir, { recursive: true, force: true });
    }
  });
});
