/**
 * `npm run bench:content`: how long `content:check` takes on the sample content and on a
 * generated 1,000-project file with its French translation (target: under 1 s). Reports the in-process check (median of
 * several runs) and the whole command as the owner runs it (process start included).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContent } from '../content/check-content.ts';
import { contentPaths, repoRoot as root } from '../paths.ts';
import { median } from '../stats.ts';

const RUNS = 7;

function largeRoot(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
  fs.cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.symlinkSync(path.join(root, 'schemas'), path.join(dir, 'schemas'));
  fs.symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
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
  return dir;
}

function measure(label: string, dir: string): void {
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
  const size = fs.statSync(path.join(dir, 'content', 'projects.yaml')).size;
  console.log(
    `${label.padEnd(24)} projects.yaml ${(size / 1024).toFixed(0).padStart(4)} KiB   check ${median(inProcess).toFixed(0).padStart(4)} ms (median of ${RUNS})   npm run content:check ${median(command).toFixed(0).padStart(5)} ms (median of 3)`,
  );
}

measure('sample content', root);
const large = largeRoot(1000);
try {
  measure('1,000 projects', large);
} finally {
  fs.rmSync(large, { recursive: true, force: true });
}
