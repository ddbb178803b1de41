import { describe, expect, it } from 'vitest';
import { projectCardPath, projectPath, sitePages, slugFromPath } from './site-paths.ts';

describe('site paths', () => {
  it('puts a project at /projects/<slug>/ and its card beside it', () => {
    expect(projectPath('gymflow')).toBe('/projects/gymflow/');
    expect(projectPath('gymflow', '/fr')).toBe('/fr/projects/gymflow/');
    expect(projectCardPath('gymflow')).toBe('/projects/gymflow.png');
  });

  it('reads the slug back from a project path, with or without the trailing slash', () => {
    expect(slugFromPath('/projects/gymflow/')).toBe('gymflow');
    expect(slugFromPath('/projects/gymflow')).toBe('gymflow');
    expect(slugFromPath('/fr/projects/gymflow/', '/fr')).toBe('gymflow');
    for (const other of ['/', '/projects/', '/projects/a/b/', '/projects/gymflow.png', '/other/gymflow/'])
      expect(slugFromPath(other)).toBeUndefined();
  });

  it('lists every page to prerender: home, one per project, and the 404 page', () => {
    expect(sitePages([{ slug: 'a' }, { slug: 'b-c' }])).toEqual([
      { url: '/', page: 'home', file: 'index.html', status: 200 },
      { url: '/projects/a/', page: 'project', file: 'projects/a/index.html', status: 200, slug: 'a' },
      { url: '/projects/b-c/', page: 'project', file: 'projects/b-c/index.html', status: 200, slug: 'b-c' },
      { url: '/404', page: 'not-found', file: '404.html', status: 404 },
    ]);
    expect(sitePages([{ slug: 'a' }], '/fr').map((p) => p.file)).toEqual(['fr/index.html', 'fr/projects/a/index.html', 'fr/404.html']);
  });

  it('lists the writing pages of a language: the list, its own posts, every tag', () => {
    const pages = sitePages([], '/fr', { index: true, posts: ['first-post'], tags: ['typescript'] });
    expect(pages.map(({ url, page }) => [url, page])).toEqual([
      ['/fr/', 'home'],
      ['/fr/writing/', 'writing'],
      ['/fr/writing/first-post/', 'post'],
      ['/fr/writing/tags/typescript/', 'tag'],
      ['/fr/404', 'not-found'],
    ]);
    expect(pages.find((p) => p.page === 'post')).toMatchObject({ file: 'fr/writing/first-post/index.html', post: 'first-post' });
  });
});
