/**
 * The frozen sample site's content files (test/fixtures/sample-site/content/), for the editor's
 * format tests that read real files: the owner replacing content/ cannot break them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import type { DecapFormatter } from '../../src/admin/decap-formatter.ts';

const contentDir = path.join(repoRoot, 'test', 'fixtures', 'sample-site', 'content');

/** The files ending in `extension` in each of `folders` (inside content/, '' for content/ itself), as `fr/projects.yaml`. */
export function sampleContentFiles(folders: readonly string[], extension: string): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(contentDir, folder))
      .filter((name) => name.endsWith(extension))
      .map((name) => `${folder}${name}`),
  );
}

/** A content file's text, by its path inside content/. */
export const readSampleContent = (file: string): string => fs.readFileSync(path.join(contentDir, file), 'utf8');

/** The tests that untouched files come back byte for byte: each by a formatter of its own, and all by one that read them all. */
export function itWritesBackUntouched(files: readonly string[], createFormat: () => DecapFormatter): void {
  it.each(files)('content/%s is written back byte for byte', (file) => {
    const format = createFormat();
    const text = readSampleContent(file);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  it('are written back byte for byte by one formatter that read them all', () => {
    const format = createFormat();
    const texts = files.map(readSampleContent);
    const data = texts.map((text) => format.fromFile(text));
    expect(data.map((entry) => format.toFile(entry))).toEqual(texts);
  });
}
