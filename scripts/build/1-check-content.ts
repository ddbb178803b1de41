/**
 * Build stage 1: check the content — the only time the build reads content/ — and describe its
 * images. Every problem is printed, located; with any error nothing is built.
 */
import { printProblems } from '../content/report-problems.ts';
import type { ContentPaths } from '../paths.ts';
import { loadSite } from '../site/load-site.ts';
import type { Site } from '../site/site.ts';

export async function checkContentStage(paths: ContentPaths): Promise<Site | undefined> {
  const { check, site } = await loadSite(paths);
  printProblems(check);
  return site;
}
