/** What the content check (check-content.ts) is asked, and what it answers: below the check and everything that reads its result. */
import type { Content, DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import type { LoadedPosts } from './posts/load-posts.ts';
import type { Problem } from './problem.ts';
import type { LineIndex } from './source-map.ts';

export interface CheckOptions {
  /** Count warnings as errors (`content:check --strict`). */
  strict?: boolean;
  /** Publish draft posts too (`npm run dev`): they are always checked, and built only when asked. */
  drafts?: boolean;
}

export interface CheckResult {
  /** No errors (warnings may remain; they are in `problems` and `report`). */
  ok: boolean;
  problems: Problem[];
  /** Parsed data by content name (profile, projects…), for files that parsed. */
  data: Map<string, unknown>;
  /** The whole content, typed, when there is no error. */
  content?: DeepReadonly<Content>;
  schemas: Map<string, Record<string, unknown>>;
  /** The printable report of all problems, errors and warnings; empty when there are none. */
  report: string;
  /** The languages the site is published in, the default first (one when `languages` is not set). */
  languages: string[];
  /**
   * Each language's whole content, the defaults resolved (project slugs, categories) and, for languages other
   * than the default, the translations laid over the base; set when there is no error.
   */
  localized?: ReadonlyMap<string, DeepReadonly<ResolvedContent>>;
  /** One line per translated language: how much of it is translated. */
  translationSummary: string[];
  /** Where a field of a content file is (`projects`, `/projects/0/images/1`), for problems found after the check. */
  locate: (name: string, pointer: string) => Pick<Problem, 'file' | 'at' | 'field'>;
  /** Each read file's lines, for the report's code frames. */
  sources: ReadonlyMap<string, LineIndex>;
  /** The published posts' bodies and images, for the build to render (set when there is no error). */
  posts?: Omit<LoadedPosts, 'byLanguage'>;
}

/** The result with problems found after the check (an image that does not decode): with an error, there is no content. */
