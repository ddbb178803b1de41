/**
 * Who the sample site is about, read from the sample as the project ships it (the tests' frozen
 * copy, test/fixtures/sample-site/): what must not be left on an owner's site once they have made
 * it theirs — the sample owner's name, email, handle and address, their projects and posts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { kebabCase } from '../../src/lib/kebab-case.ts';
import { repoRoot } from '../paths.ts';

/** The sample site as shipped: its content/ and public/. */
export const starterRoot = path.join(repoRoot, 'test', 'fixtures', 'sample-site');

export interface SampleOwner {
  name: string;
  /** Their GitHub account (`example-sam-rivera`): the sample projects' repositories are under it. */
  github: string;
  /** Each text that names the sample owner or their work, with what it is (for the report). */
  traces: readonly { text: string; what: string }[];
}

let read: SampleOwner | undefined;

export function sampleOwner(): SampleOwner {
  read ??= readSampleOwner(starterRoot);
  return read;
}

function readSampleOwner(root: string): SampleOwner {
  const yamlFile = (file: string) => parse(fs.readFileSync(path.join(root, 'content', file), 'utf8')) as Record<string, unknown>;
  const profile = yamlFile('profile.yaml') as { name: string; email: string; profiles: { github: string } };
  const site = yamlFile('site.yaml') as { url: string };
  const projects = (yamlFile('projects.yaml') as { projects: { title: string; slug?: string }[] }).projects;
  const postsDir = path.join(root, 'content', 'posts');
  const posts = fs
    .readdirSync(postsDir)
    .map((file) => ({ slug: path.basename(file, '.md'), title: frontMatterTitle(fs.readFileSync(path.join(postsDir, file), 'utf8')) }));
  const handle = kebabCase(profile.name);
  const github = new URL(profile.profiles.github).pathname.slice(1);
  return {
    name: profile.name,
    github,
    traces: [
      { text: profile.name, what: 'the sample owner’s name' },
      { text: profile.email, what: 'the sample owner’s email' },
      { text: handle, what: 'the sample owner’s name in an address' },
      { text: new URL(site.url).hostname, what: 'the sample site’s address' },
      { text: github, what: 'the sample owner’s GitHub handle' },
      ...projects.flatMap(({ title, slug }) => [
        { text: title, what: 'a sample project' },
        { text: `/projects/${slug ?? kebabCase(title)}`, what: 'a sample project’s page' },
      ]),
      ...posts.flatMap(({ slug, title }) => [
        { text: title, what: 'a sample post' },
        { text: `${slug}`, what: 'a sample post’s address' },
      ]),
    ],
  };
}

function frontMatterTitle(text: string): string {
  const title = /^title:\s*(.+)$/m.exec(text)?.[1];
  if (!title) throw new Error('a sample post has no title');
  return title.trim();
}
