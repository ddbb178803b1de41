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
      { url: '/', file: 'index.html', status: 200 },
      { url: '/projects/a/', file: 'projects/a/index.html', status: 200, slug: 'a' },
      { url: '/projects/b-c/', file: 'projects/b-c/index.html', status: 200, slug: 'b-c' },
      { url: '/404', file: '404.html', status: 404 },
    ]);
    expect(sitePages([{ slug: 'a' }], '/fr').map((p) => p.file)).toEqual(['fr/index.html', 'fr/projects/a/index.html', 'fr/404.html']);
  });
});
