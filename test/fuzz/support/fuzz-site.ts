/**
 * The site every fuzz run starts from: the frozen sample (test/fixtures/sample-site/, both
 * languages) with a JPEG portrait and a PNG screenshot added, so that bytes written into images
 * reach sharp's decoders and not only the SVGs the sample ships, a theme, so that the accent and
 * the look's choices are mutated too, analytics (their addresses reach the security policy), and
 * the shaped site's own sections and interface words (test/fixtures/shaped-site/). Each run
 * mutates a copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { photo } from '../../../scripts/images/synthetic-photo.ts';
import { repoRoot } from '../../../scripts/paths.ts';
import { sampleSiteRoot } from '../../support/sample-site.ts';

export interface FuzzSite {
  root: string;
  /** Content files, relative to the root: `content/projects.yaml`, `content/fr/projects.yaml`… */
  contentFiles: string[];
  /** Image files the content names, relative to the root. */
  imageFiles: string[];
  remove: () => void;
}

function filesUnder(root: string, dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => pattern.test(file))
    .sort();
}

/** The base site, made once per test file. */
export async function makeFuzzBase(): Promise<FuzzSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-base-'));
  fs.cpSync(path.join(sampleSiteRoot, 'content'), path.join(root, 'content'), { recursive: true });
  fs.cpSync(path.join(sampleSiteRoot, 'public'), path.join(root, 'public'), { recursive: true });
  const photos = path.join(root, 'public', 'images', 'photos');
  fs.mkdirSync(photos, { recursive: true });
  // Small, so a run that encodes them stays quick; large enough to be resized for every slot.
  fs.writeFileSync(path.join(photos, 'portrait.jpg'), await photo(700, 700, 'jpeg', { seed: 3 }));
  fs.writeFileSync(path.join(photos, 'screenshot.png'), await photo(800, 500, 'png', { seed: 5 }));
  const profile = path.join(root, 'content', 'profile.yaml');
  fs.writeFileSync(profile, fs.readFileSync(profile, 'utf8').replace(/^location:/m, 'photo: /images/photos/portrait.jpg\nlocation:'));
  // The shaped site's own sections (list, cards, text; translated) and interface words, placed on the page, so they are mutated too.
  const shaped = path.join(repoRoot, 'test', 'fixtures', 'shaped-site', 'content');
  for (const part of ['sections', 'ui.yaml', path.join('fr', 'sections')])
    fs.cpSync(path.join(shaped, part), path.join(root, 'content', part), { recursive: true });
  const site = path.join(root, 'content', 'site.yaml');
  const sections = 'sections: [home, experience, talks, about, now, projects, open-source, contact]\n';
  // Analytics with the most addresses to read (a script and where it sends), which end in the policy and the pages' markup.
  const analytics =
    'analytics:\n  umami:\n    websiteId: 3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b\n    src: https://stats.example.com/umami/script.js\n    hostUrl: https://collect.example.com\n';
  fs.writeFileSync(site, `${fs.readFileSync(site, 'utf8')}${sections}theme:\n  accent: "#0f766e"\n  radius: round\n  scheme: dark\n${analytics}`);
  const projects = path.join(root, 'content', 'projects.yaml');
  // The frozen sample's second screenshot becomes a PNG, so raster images are mutated too.
  const text = fs.readFileSync(projects, 'utf8');
  if (!text.includes('- /images/projects/gymflow-2.svg')) throw new Error('the frozen sample site no longer has gymflow-2.svg: update fuzz-site.ts');
  fs.writeFileSync(projects, text.replace('- /images/projects/gymflow-2.svg', '- /images/photos/screenshot.png'));
  return {
    root,
    contentFiles: filesUnder(root, 'content', /\.(yaml|md)$/),
    imageFiles: filesUnder(root, 'public', /\.(jpg|png|svg)$/),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** A copy of the base for one run. */
export function copyOf(base: FuzzSite): FuzzSite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-run-'));
  fs.cpSync(base.root, root, { recursive: true });
  return { ...base, root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
