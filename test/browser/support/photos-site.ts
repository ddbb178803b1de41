/**
 * The sample site with an owner's real photos (photos.test.ts): a 3000 px portrait and 2400×1500
 * JPEG screenshots in place of the sample's SVG covers, made on the spot (nothing large is committed).
 * It changes a copy of the frozen sample (test/fixtures/sample-site/), never content/, so the
 * names below are that fixture's and hold whatever the owner writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { photo } from '../../../scripts/images/synthetic-photo.ts';
import { replaceInFile } from '../../support/temp-project.ts';

/** The sample's project images replaced by photos, by their file name. */
export const SCREENSHOTS = ['gymflow-1', 'gymflow-2', 'gymflow-3', 'ironcraft-1', 'ironcraft-2'];

export async function addPhotos(root: string): Promise<void> {
  const photos = path.join(root, 'public', 'images', 'photos');
  fs.mkdirSync(photos, { recursive: true });
  fs.writeFileSync(path.join(photos, 'portrait.jpg'), await photo(3000, 3000, 'jpeg', { seed: 11 }));
  for (const [i, name] of SCREENSHOTS.entries()) {
    fs.writeFileSync(path.join(photos, `${name}.jpg`), await photo(2400, 1500, 'jpeg', { seed: i }));
    replaceInFile(path.join(root, 'content', 'projects.yaml'), `/images/projects/${name}.svg`, `/images/photos/${name}.jpg`);
  }
  replaceInFile(
    path.join(root, 'content', 'profile.yaml'),
    'location:',
    'photo: /images/photos/portrait.jpg\nphotoAlt: Sam Rivera smiling, in a blue shirt\nlocation:',
  );
}
