import { afterEach, describe, expect, it } from 'vitest';
import { editorIncluded, LOCAL_EDITOR_ENV } from './editor-included.ts';
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
