/**
 * The floors of a sitting: the hero floor (bench/floor-page.ts), against which the home pages and
 * every kind of page without a floor of its own are judged, and a floor for each kind of page whose
 * first screen is a dialog or an article with an image (a project page, a post with a cover:
 * bench/dialog-floor.ts), made from the first page of that kind in each build that brings its own images.
 */
import fs from 'node:fs';
import type { BuiltPage } from '../site/built-pages.ts';
import { dialogFloor } from './dialog-floor.ts';
import { floorPage } from './floor-page.ts';
import { HERO_FLOOR, kindFloorLabel, type Target } from './targets.ts';

export interface Floors {
  targets: Target[];
  /** The label of the floor a page of `build` is judged against. */
  floorOf: (build: string, page: BuiltPage) => string;
  dispose: () => void;
}

export function makeFloors(root: string, builds: readonly { name: string; dist: string; pages: readonly BuiltPage[] }[]): Floors {
  const targets: Target[] = [{ label: HERO_FLOOR, dir: floorPage(root), url: '/', file: 'index.html', status: 200 }];
  const dispose = () => {
    for (const floor of targets) fs.rmSync(floor.dir, { recursive: true, force: true });
  };
  try {
    for (const build of builds) {
      const firstOfKind = new Map<string, BuiltPage>();
      for (const page of build.pages) if (page.kind !== 'home' && !firstOfKind.has(page.kind)) firstOfKind.set(page.kind, page);
      for (const [kind, page] of firstOfKind) {
        const floor = dialogFloor(build.dist, page.file, page.url);
        if (floor) targets.push({ label: kindFloorLabel(build.name, kind), ...floor, url: page.url, status: 200 });
      }
    }
  } catch (error) {
    dispose();
    throw error;
  }
  const labels = new Set(targets.map((floor) => floor.label));
  return {
    targets,
    floorOf: (build, page) => (labels.has(kindFloorLabel(build, page.kind)) ? kindFloorLabel(build, page.kind) : HERO_FLOOR),
    dispose,
  };
}
