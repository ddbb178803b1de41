/**
 * The build benchmark's large site (`npm run bench:build`): a copy of the project whose content is
 * the sample's with 50 projects (each with two photos of 2400×1500 from a set of 20, and its French
 * title and description) and 200 posts of about 1,000 words (one in ten with a photo cover), in
 * English and French, and a 3000×3000 portrait. The same site every run (seeded), so runs compare.
 */
import fs from 'node:fs';
import path from 'node:path';
import { photo } from '../images/synthetic-photo.ts';
import { copyProject } from '../project-copy.ts';
import { writeGeneratedPosts } from './generated-posts.ts';

const PROJECTS = 50;
const POSTS = 200;
const PHOTOS = 20;

export async function largeSite(repoRoot: string): Promise<string> {
  const root = copyProject(repoRoot, { prefix: 'portfolio-large-' });
  const photos = path.join(root, 'public', 'images', 'photos');
  fs.mkdirSync(photos, { recursive: true });
  for (let i = 0; i < PHOTOS; i++)
    fs.writeFileSync(path.join(photos, `photo-${i + 1}.jpg`), await photo(2400, 1500, 'jpeg', { seed: 100 + i, quality: 92 }));
  fs.writeFileSync(path.join(photos, 'portrait.jpg'), await photo(3000, 3000, 'jpeg', { seed: 11, quality: 92 }));
  const photoPath = (i: number) => `/images/photos/photo-${(i % PHOTOS) + 1}.jpg`;

  const content = path.join(root, 'content');
  const slugs = Array.from({ length: PROJECTS }, (_, i) => `generated-project-${i + 1}`);
  const projects = [
    '# yaml-language-server: $schema=../schemas/projects.schema.json',
    'types:',
    '  - id: web',
    '    label: Web Application',
    '  - id: automation',
    '    label: AI Automation',
    'projects:',
    ...slugs.flatMap((slug, i) => [
      `  - title: Generated project ${i + 1}`,
      `    type: ${i % 2 ? 'automation' : 'web'}`,
      '    description: >-',
      '      A generated project that measures how the build scales with the number of',
      '      projects, photos and posts an owner keeps over years of work.',
      '    skills: [TypeScript, React, Node.js, PostgreSQL, Docker]',
      '    links:',
      `      github: https://github.com/example/${slug}`,
      '    images:',
      `      - ${photoPath(i)}`,
      `      - ${photoPath(i + 7)}`,
    ]),
  ];
  fs.writeFileSync(path.join(content, 'projects.yaml'), `${projects.join('\n')}\n`);
  const french = [
    '# yaml-language-server: $schema=../../schemas/translations/projects.schema.json',
    'types:',
    '  - id: web',
    '    label: Application web',
    '  - id: automation',
    '    label: Automatisation IA',
    'projects:',
    ...slugs.flatMap((slug, i) => [
      `  - slug: ${slug}`,
      `    title: Projet généré ${i + 1}`,
      '    description: >-',
      '      Un projet généré qui mesure comment la construction se comporte avec le nombre',
      '      de projets, de photos et d’articles qu’un propriétaire garde au fil des années.',
    ]),
  ];
  fs.writeFileSync(path.join(content, 'fr', 'projects.yaml'), `${french.join('\n')}\n`);
  // The sample's posts link to the sample's projects, which these replace.
  for (const posts of [path.join(content, 'posts'), path.join(content, 'fr', 'posts')]) fs.rmSync(posts, { recursive: true, force: true });
  writeGeneratedPosts(content, POSTS, slugs, photoPath(3));
  const profile = path.join(content, 'profile.yaml');
  fs.writeFileSync(
    profile,
    fs
      .readFileSync(profile, 'utf8')
      .replace(/^photo: .*\n/m, '')
      .replace('location:', 'photo: /images/photos/portrait.jpg\nlocation:'),
  );
  return root;
}
