import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { isOwnerFile, projectOwnership, readOwnership } from './owner-files.ts';

describe('the owner’s files', () => {
  const ownership = projectOwnership(repoRoot);

  it('are their content, their public files, a CNAME and what an upgrade saved for them; the rest is the engine’s', () => {
    for (const file of ['content/site.yaml', 'content/fr/posts/a.md', 'public/favicon.svg', 'public/images/me.jpg', 'CNAME', '.upgrade/saved/x']) {
      expect(isOwnerFile(file, ownership), file).toBe(true);
    }
    for (const file of [
      'package.json',
      'schemas/site.schema.json',
      'src/main.tsx',
      'README.md',
      'contentious.ts',
      'public-notes.md',
      '.github/workflows/checks.yml',
    ]) {
      expect(isOwnerFile(file, ownership), file).toBe(false);
    }
  });

  it('names where releases come from', () => {
    expect(ownership.template).toMatch(/^https:\/\/github\.com\/.+\.git$/);
  });

  it('reads a package.json without a declaration as every file the engine’s', () => {
    expect(readOwnership('{"name":"x"}')).toEqual({ ownerFiles: [] });
    expect(isOwnerFile('content/site.yaml', readOwnership('{"name":"x"}'))).toBe(false);
  });
});
