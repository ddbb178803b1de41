/**
 * An output is one kind of generated file, defined once, like a route: which files it makes for a
 * site (their paths, from the content) and how to render each. The build writes every file into
 * dist/ (scripts/build/5-write-outputs.ts); `npm run dev` renders each one when it is requested
 * (scripts/vite/dev-site.ts). Nothing is generated any other way.
 */
import type { Site } from '../site/site.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';

export type Body = string | Uint8Array;

export interface Rendered {
  body: Body;
  /** Files made with this one, which it refers to (a page's deferred island props), by path. */
  alongside?: ReadonlyMap<string, Body>;
}

export interface OutputFile {
  /** Where it is served, and written under dist/: `/sitemap.xml`, `/fr/index.html`. */
  path: string;
  render: () => Promise<Body | Rendered>;
}

export interface OutputContext {
  site: Site;
  /** Renders the site's pages (only the pages output uses it). */
  pages: PageRenderer;
}

export interface Output {
  /** What it makes, for messages: "share cards". */
  name: string;
  files: (context: OutputContext) => OutputFile[];
}

export function defineOutput(output: Output): Output {
  return output;
}

/** A file whose body is computed at once from the site. */
export function fileOf(path: string, render: () => Body | Promise<Body>): OutputFile {
  return { path, render: async () => render() };
}

export function rendered(result: Body | Rendered): Rendered {
  return typeof result === 'string' || result instanceof Uint8Array ? { body: result } : result;
}

/** The page renderer of a command that makes no page (the CVs, the share cards alone). */
export const NO_PAGES = (url: string) => Promise.reject(new Error(`${url}: this command renders no page`));
