/**
 * The sample build's chunks (scripts/vite/chunk-groups.ts), read from the bundle report the build
 * keeps: what a page runs at load is small and has no React in it; the chrome and the islands'
 * runtime come in one chunk at the first interaction; React in its own.
 */
import { describe, expect, it } from 'vitest';
import { readBundleReport, type ChunkReport } from '../../scripts/budget/bundle-report.ts';
import { staticClosure } from '../../scripts/budget/chunk-graph.ts';
import { BEFORE_REACT_SHARED, RUNTIME_ROOTS } from '../../scripts/vite/chunk-groups.ts';
import { sampleDist } from '../support/sample-site.ts';

const chunks: ChunkReport[] = readBundleReport(sampleDist) ?? [];
const named = (name: string) => chunks.filter((chunk) => new RegExp(`(^|/)${name}-[\\w-]{8}\\.js$`).test(chunk.file));
const modulesOf = (files: readonly string[]) => chunks.filter((chunk) => files.includes(chunk.file)).flatMap((chunk) => Object.keys(chunk.modules));

describe('the chunks of the sample build', () => {
  it('run nothing of React, styled-components or a package at load: the entry and what it imports statically', () => {
    const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
    expect(entry).toHaveLength(1);
    const atLoad = modulesOf(staticClosure(chunks, entry));
    expect(atLoad).toContain('src/islands/hydrate-islands.ts');
    expect(atLoad.filter((module) => module.includes('node_modules'))).toEqual([]);
  });

  it('put the page’s loader in one chunk, with what a project page shares with the islands before React', () => {
    const [loader, ...others] = named('islands-loader');
    expect(others).toEqual([]);
    expect(Object.keys(loader?.modules ?? {})).toEqual(expect.arrayContaining(['src/islands/hydrate-islands.ts', ...BEFORE_REACT_SHARED]));
  });

  it('put the chrome’s islands and the runtime in one chunk, and React in one of its own', () => {
    const [runtime, ...more] = named('islands-runtime');
    expect(more).toEqual([]);
    const inRuntime = Object.keys(runtime?.modules ?? {});
    expect(inRuntime).toEqual(expect.arrayContaining([...RUNTIME_ROOTS, expect.stringMatching(/node_modules\/styled-components\//)]));
    expect(inRuntime.filter((module) => /node_modules\/(react|react-dom|scheduler)\//.test(module))).toEqual([]);
    const [react] = named('react');
    expect(Object.keys(react?.modules ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/node_modules\/react-dom\//)]));
  });

  it('keep the search dialog, and @reach/dialog with it, out of the runtime: a chunk the search loads when it opens', () => {
    const [runtime] = named('islands-runtime');
    const inRuntime = Object.keys(runtime?.modules ?? {});
    expect(inRuntime).toContain('src/sections/navigation/search-button.tsx');
    expect(inRuntime.filter((module) => /search-dialog\.tsx|search-results|site-search-client|@reach\/dialog/.test(module))).toEqual([]);
    expect(chunks.some((chunk) => Object.keys(chunk.modules).includes('src/sections/navigation/search-dialog.tsx'))).toBe(true);
  });
});
