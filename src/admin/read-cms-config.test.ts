import { describe, expect, it } from 'vitest';
import { NOT_A_CONFIG, readCmsConfig } from './read-cms-config.ts';

describe('readCmsConfig', () => {
  it('reads config.yml as Decap’s config', () => {
    const config = readCmsConfig('backend:\n  name: github\n  repo: sam/site\ncollections:\n  - name: posts\n    folder: content/posts\n');
    expect(config.backend).toEqual({ name: 'github', repo: 'sam/site' });
    expect(config.collections.map((collection) => collection.name)).toEqual(['posts']);
  });

  it.each([
    ['an empty file', ''],
    ['a list', '- backend\n'],
    ['a config without collections', 'backend:\n  name: github\n'],
    ['collections that are not a list', 'backend:\n  name: github\ncollections: posts\n'],
  ])('refuses %s, saying what a config needs', (_, text) => {
    expect(() => readCmsConfig(text)).toThrow(NOT_A_CONFIG);
  });

  it('says exactly this', () => {
    expect(NOT_A_CONFIG).toBe('config.yml holds no Decap config: it needs a backend and a list of collections.');
  });
});
