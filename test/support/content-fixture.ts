/**
 * A throw-away project root whose content/ is the real sample content with a fixture's files
 * laid over it (test/fixtures/content/<case>/), and schemas/ and public/ linked in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures', 'content');

export interface FixtureRoot {
  root: string;
  remove: () => void;
}

export function contentFixture(name?: string, overrides: Record<string, string> = {}): FixtureRoot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `content-${name ?? 'sample'}-`));
  fs.cpSync(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'));
  fs.symlinkSync(path.join(repoRoot, 'public'), path.join(root, 'public'));
  if (name) fs.cpSync(path.join(fixturesDir, name), path.join(root, 'content'), { recursive: true });
  for (const [file, text] of Object.entries(overrides)) fs.writeFileSync(path.join(root, 'content', file), text);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
