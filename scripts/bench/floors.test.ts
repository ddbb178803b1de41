import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import type { BuiltPage } from '../site/built-pages.ts';
import { makeFloors } from './floors.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';

const build = tempBuilds('bench-floors-');

const withDialog =
  '<html lang="en"><body><div role="dialog" aria-labelledby="t"><img src="/shot.png" width="4" height="3"><h2 id="t">T</h2></div></body></html>';
const withCover =
  '<html lang="en"><body><main><article><h1>Post</h1><figure><img src="/cover.png" width="4" height="3"></figure></article></main></body></html>';
const plain = '<html lang="en"><body><main><h1>Hello</h1></main></body></html>';
const page = (file: string, url: string, kind: string): BuiltPage => ({ file, url, language: '', kind });

describe('makeFloors', () => {
  it('makes the hero floor, and a floor for each kind of page whose dialog or article has an image, in each build that asks', () => {
    const dist = build({
      'index.html': plain,
      'projects/a/index.html': withDialog,
      'writing/index.html': plain,
      'writing/b/index.html': withCover,
      '404.html': plain,
      'shot.png': 'png',
      'cover.png': 'png',
    });
    const pages = [
      page('index.html', '/', 'home'),
      page('projects/a/index.html', '/projects/a/', 'projects'),
      page('writing/index.html', '/writing/', 'writing'),
    ];
    const floors = makeFloors(repoRoot, [
      { name: '', dist, pages: [...pages, page('writing/b/index.html', '/writing/b/', 'posts'), page('404.html', '/404.html', '404')] },
      { name: 'photos', dist, pages },
    ]);
    try {
      expect(floors.targets.map((f) => [f.label, f.url, f.file])).toEqual([
        ['hero floor', '/', 'index.html'],
        ['projects floor', '/projects/a/', 'projects/a/index.html'],
        ['posts floor', '/writing/b/', 'writing/b/index.html'],
        ['photos projects floor', '/projects/a/', 'projects/a/index.html'],
      ]);
      for (const floor of floors.targets) expect(fs.existsSync(path.join(floor.dir, floor.file))).toBe(true);
      expect(floors.floorOf('', page('x', '/fr/projects/c/', 'projects'))).toBe('projects floor');
      expect(floors.floorOf('photos', pages[1] as BuiltPage)).toBe('photos projects floor');
      expect(floors.floorOf('', page('x', '/fr/writing/c/', 'posts'))).toBe('posts floor');
      expect(floors.floorOf('photos', page('x', '/writing/c/', 'posts'))).toBe('hero floor');
      expect(floors.floorOf('', pages[2] as BuiltPage)).toBe('hero floor');
      expect(floors.floorOf('', pages[0] as BuiltPage)).toBe('hero floor');
    } finally {
      floors.dispose();
    }
    for (const floor of floors.targets) expect(fs.existsSync(floor.dir)).toBe(false);
  });
});
