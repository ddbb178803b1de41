/**
 * The benchmark's "large photos" scenario: a copy of the project where every sample project image
 * is replaced by a 2400×1500 JPEG screenshot (≈2 MB) and a 3000×3000 portrait is set, as an owner
 * would drop them in straight from their laptop or phone. Returns the copy's root (built by the caller).
 */
import fs from 'node:fs';
import path from 'node:path';
import { photo } from '../images/synthetic-photo.ts';
import { copyProject } from '../project-copy.ts';

export async function photoSite(repoRoot: string): Promise<string> {
  const root = copyProject(repoRoot, { prefix: 'portfolio-photos-' });
  const photos = path.join(root, 'public', 'images', 'photos');
  fs.mkdirSync(photos, { recursive: true });
  fs.writeFileSync(path.join(photos, 'portrait.jpg'), await photo(3000, 3000, 'jpeg', { seed: 11, quality: 96 }));
  const projectsFile = path.join(root, 'content', 'projects.yaml');
  const yaml = fs.readFileSync(projectsFile, 'utf8');
  const svgs = [...new Set(yaml.match(/\/images\/projects\/[\w-]+\.svg/g) ?? [])];
  for (const [i, svg] of svgs.entries()) {
    const name = `${path.basename(svg, '.svg')}.jpg`;
    fs.writeFileSync(path.join(photos, name), await photo(2400, 1500, 'jpeg', { seed: i, quality: 96 }));
  }
  fs.writeFileSync(projectsFile, yaml.replace(/\/images\/projects\/([\w-]+)\.svg/g, '/images/photos/$1.jpg'));
  const profileFile = path.join(root, 'content', 'profile.yaml');
  fs.writeFileSync(profileFile, fs.readFileSync(profileFile, 'utf8').replace('location:', 'photo: /images/photos/portrait.jpg\nlocation:'));
  return root;
}
