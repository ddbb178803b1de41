import { afterEach, describe, expect, it } from 'vitest';
import { editorIncluded, LOCAL_EDITOR_ENV, siteYamlHasEditor } from './editor-included.ts';
import type { Site } from '../site/site.ts';

const siteWith = (cms?: { repo: string }) => ({ content: { site: { ...(cms ? { cms } : {}) } } }) as unknown as Pick<Site, 'content'>;

describe('editorIncluded', () => {
  afterEach(() => {
    delete process.env[LOCAL_EDITOR_ENV];
  });
  it('makes /admin/ once site.yaml names the repository', () => {
    expect(editorIncluded(siteWith({ repo: 'your-name/your-portfolio' }))).toBe(true);
    expect(editorIncluded(siteWith())).toBe(false);
  });
  it('makes it for npm run cms whatever site.yaml says', () => {
    process.env[LOCAL_EDITOR_ENV] = '1';
    expect(editorIncluded(siteWith())).toBe(true);
  });
});

describe('siteYamlHasEditor', () => {
  it('reads `cms` from the text of site.yaml, not from a comment', () => {
    expect(siteYamlHasEditor('title: Ada\ncms:\n  repo: ada/site\n')).toBe(true);
    expect(siteYamlHasEditor('title: Ada\n# cms:\n#   repo: ada/site\n')).toBe(false);
    expect(siteYamlHasEditor('title: Ada\ncms:\n')).toBe(false);
    expect(siteYamlHasEditor('')).toBe(false);
  });
  it('counts a file that does not parse as naming it (the build says what is wrong)', () => {
    expect(siteYamlHasEditor('title: [Ada\n')).toBe(true);
  });
});
