/**
 * `npm run bench:content`: how long `content:check` takes on the sample content, on a generated
 * 1,000-project file with its French translation (target: under 1 s), and on the sample content
 * with 200 generated posts of about 1,000 words each (target: under 2 s; scripts/bench/generated-posts.ts).
 * Reports the in-process check (median of several runs) and the whole command as the owner runs it
 * (process start included).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeGeneratedPosts } from '../bench/generated-posts.ts';
import { checkContent } from '../content/check-content.ts';
import { contentPaths, repoRoot as root } from '../paths.ts';
import { median } from '../stats.ts';

const RUNS = 7;

/** A copy of the site's content/, with its schemas and public/, to add generated content to. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
  fs.cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.symlinkSync(path.join(root, 'schemas'), path.join(dir, 'schemas'));
  fs.symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  return dir;
}

function largeRoot(count: number): string {
  const dir = contentCopy();
  const images = fs.readdirSync(path.join(root, 'public', 'images', 'projects'));
  const lines = ['# yaml-language-server: $schema=../schemas/projects.schema.json', 'projects:'];
  for (let i = 0; i < count; i++) {
    lines.push(
      `  - title: Generated project ${i + 1}`,
      `    type: ${i % 2 ? 'AI Automation' : 'Web Application'}`,
      '    description: >-',
      '      A generated project used to measure how the content check scales with the',
      '      number of entries an owner might keep in one file.',
      '    skills: [TypeScript, React, Node.js, PostgreSQL, Docker, Vitest]',
      '    links:',
      `      github: https://github.com/example/project-${i + 1}`,
      `      live: https://project-${i + 1}.example.com`,
      '    images:',
      `      - /images/projects/${images[i % images.length]}`,
      `      - /images/projects/${images[(i + 1) % images.length]}`,
    );
  }
  fs.writeFileSync(path.join(dir, 'content', 'projects.yaml'), `${lines.join('\n')}\n`);
  const french = ['# yaml-language-server: $schema=../../schemas/translations/projects.schema.json', 'projects:'];
  for (let i = 0; i < count; i++) {
    french.push(
      `  - slug: generated-project-${i + 1}`,
      `    title: Projet généré ${i + 1}`,
      '    description: >-',
      '      Un projet généré pour mesurer comment la vérification du contenu se comporte',
      '      avec le nombre d’entrées qu’un propriétaire peut garder dans un fichier.',
    );
  }
  fs.writeFileSync(path.join(dir, 'content', 'fr', 'projects.yaml'), `${french.join('\n')}\n`);
  // The site's posts link to its own projects, which these replace: this case measures projects.
  for (const posts of [path.join(dir, 'content', 'posts'), path.join(dir, 'content', 'fr', 'posts')])
    fs.rmSync(posts, { recursive: true, force: true });
  return dir;
}

/** The site's content with `count` generated posts beside its own, linking to its project pages, one in ten with the cover of one of its posts. */
function postsRoot(count: number): string {
  const checked = checkContent(contentPaths(root));
  const projects = checked.localized?.get(checked.languages[0] ?? '')?.projects.projects.map(({ slug }) => slug) ?? [];
  if (!projects.length) throw new Error('the site has no project page for the generated posts to link to');
  const covers = path.join(root, 'public', 'images', 'posts');
  const cover = fs.existsSync(covers) ? fs.readdirSync(covers).find((name) => /\.(png|jpe?g|webp)$/.test(name)) : undefined;
  const dir = contentCopy();
  writeGeneratedPosts(path.join(dir, 'content'), count, projects, cover && `/images/posts/${cover}`);
  return dir;
}

/** What a folder's files weigh, in KiB. */
function kib(dir: string): string {
  const bytes = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
  return `${(bytes / 1024).toFixed(0).padStart(5)} KiB`;
}

function measure(label: string, dir: string, targetMs?: number): void {
  const inProcess: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = checkContent(contentPaths(dir));
    inProcess.push(performance.now() - started);
    if (!result.ok) throw new Error(`${label}: content unexpectedly invalid\n${result.report}`);
  }
  const command: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'commands', 'content.ts'), 'check'],
      {
        env: { ...process.env, CONTENT_ROOT: dir },
        encoding: 'utf8',
      },
    );
    command.push(performance.now() - started);
    if (run.status !== 0) throw new Error(`${label}: content:check failed\n${run.stderr}`);
  }
  const whole = median(command);
  const target = targetMs === undefined ? '' : `, target ${targetMs / 1000} s ${whole < targetMs ? '✔' : '✖'}`;
  console.log(
    `${label.padEnd(16)} content/ ${kib(path.join(dir, 'content'))}   check ${median(inProcess).toFixed(0).padStart(5)} ms (median of ${RUNS})   npm run content:check ${whole.toFixed(0).padStart(5)} ms (median of 3${target})`,
  );
}

measure('sample content', root);
for (const [label, make, targetMs] of [
  ['1,000 projects', () => largeRoot(1000), 1000],
  ['200 posts', () => postsRoot(200), 2000],
] as const) {
  const dir = make();
  try {
    measure(label, dir, targetMs);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
