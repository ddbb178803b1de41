/**
 * The page's one project navigation (project-navigation.ts, with the router), loaded the first
 * time anything asks for it: the project browser, or the dialog a project page opened with,
 * closing. Its own chunk, so asking for it never loads it twice.
 */
import type { ProjectNavigation } from './project-navigation.ts';

let loading: Promise<ProjectNavigation> | undefined;

/** `base`: the prefix of the page language's addresses (`''` or `/fr`). */
export const projectNavigation = (base: string): Promise<ProjectNavigation> =>
  (loading ??= import('./project-navigation.ts').then((m) => m.createProjectNavigation(base)));
