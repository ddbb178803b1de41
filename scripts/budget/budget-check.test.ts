import { describe, expect, it } from 'vitest';
import type { BuiltPage } from '../site/built-pages.ts';
import { budgetProblems, budgetVerdict } from './budget-check.ts';
import type { Budget } from './budgets.ts';
import type { FirstLoadWeight } from './measure.ts';
import type { PageWeight } from './page-weights.ts';

const budget: Budget = {
  firstRoundTripBytes: { default: 14300, projects: 19000 },
  firstScreenGzipBytes: 14000,
  firstLoadJsGzipBytes: { default: 88000, projects: 92000 },
  firstLoadTotalGzipBytes: 350000,
  longestTaskMs: 50,
};

function weight(
  file: string,
  kind: string,
  figures: { document?: number; headers?: number; firstScreen?: number | null; js?: number; total?: number },
  load: Partial<FirstLoadWeight> = {},
): PageWeight {
  const page: BuiltPage = { file, url: `/${file}`, language: file.startsWith('fr/') ? 'fr' : '', kind };
  const what = kind === 'home' ? 'hero' : kind === 'projects' ? 'project dialog' : 'document';
  return {
    page,
    document: figures.document ?? 10000,
    headers: figures.headers ?? 800,
    firstScreen: figures.firstScreen === null ? undefined : { what, bytes: figures.firstScreen ?? 9000 },
    load: {
      rows: [],
      js: figures.js ?? 80000,
      total: figures.total ?? 100000,
      byPackage: [],
      appModules: [],
      eagerIslands: [],
      lazyIslands: [],
      inlineCss: true,
      stylesheets: [],
      missing: [],
      serverOnlyInClient: [],
      ...load,
    },
  };
}

describe('budgetProblems', () => {
  it('passes pages within their kind’s budgets', () => {
    expect(
      budgetProblems([weight('index.html', 'home', {}), weight('projects/x/index.html', 'projects', { document: 18199, js: 91000 })], budget),
    ).toEqual({ code: [], content: [] });
  });

  it('names each page over a budget, what is over, by how much against which budget, and what to do', () => {
    const problems = budgetProblems(
      [
        weight('fr/projects/x/index.html', 'projects', { document: 18450, firstScreen: 15100, js: 92400 }),
        weight('404.html', '404', { document: 13601, headers: 700, firstScreen: 14301 }),
        weight('posts/hello/index.html', 'posts', { js: 88001 }),
      ],
      budget,
    );
    expect(problems.code).toEqual([
      'fr/projects/x/index.html: first-load JavaScript is 92.4 kB, 400 B over its 92.0 kB budget for projects pages: an island that hydrates at load or when idle and could wait for the first interaction or to be scrolled near, or a lighter dependency, brings it back',
      'posts/hello/index.html: first-load JavaScript is 88.0 kB, 1 B over its 88.0 kB budget: an island that hydrates at load or when idle and could wait for the first interaction or to be scrolled near, or a lighter dependency, brings it back',
    ]);
    expect(problems.content).toEqual([
      'fr/projects/x/index.html: document + headers is 19.3 kB, 250 B over its 19.0 kB budget for projects pages: the page works, but its end arrives a round trip later; less text on it (fewer projects, shorter descriptions) brings it back',
      'fr/projects/x/index.html: first screen (to the end of its project dialog) is 15.1 kB, 1.1 kB over its 14.0 kB budget: the project paints a round trip later; a shorter description of it paints sooner',
      '404.html: document + headers is 14.3 kB, 1 B over its 14.3 kB budget: the page works, but its end arrives a round trip later; less text on it (fewer projects, shorter descriptions) brings it back',
      '404.html: first screen (the whole document) is 14.3 kB, 301 B over its 14.0 kB budget: the page paints a round trip later; less text on it paints sooner',
    ]);
  });

  it('fails what the code decides on any page, saying a problem many pages share once', () => {
    const pages = ['index.html', 'fr/index.html', 'projects/a/index.html', 'projects/b/index.html', 'fr/projects/a/index.html'];
    const weights = pages.map((file) =>
      weight(
        file,
        file.includes('projects') ? 'projects' : 'home',
        {},
        { missing: ['/favicon.svg'], inlineCss: file !== 'projects/b/index.html', serverOnlyInClient: ['src/content/site.ts (in assets/a.js)'] },
      ),
    );
    weights.push(weight('projects/c/index.html', 'projects', { firstScreen: null }, { stylesheets: ['/assets/app.css'] }));
    expect(budgetProblems(weights, budget).code).toEqual([
      '/favicon.svg is referenced but not in the build: a path in the code or the content names a file the build did not write (index.html, fr/index.html, projects/a/index.html and 2 other pages)',
      'the page’s CSS is not inlined, so its first paint waits for it: keep the first screen’s CSS in the page (scripts/pages/page-styles.ts) (projects/b/index.html)',
      'render-blocking stylesheet /assets/app.css: the first paint waits for it; inline the page’s CSS instead (projects/c/index.html)',
      'no project dialog ([data-island="project-dialog"], or before that island [role="dialog"]), where the page’s first screen ends: if the page has changed shape, say where it ends now in scripts/site/first-screen.ts (projects/c/index.html)',
      'static page code reached the browser: src/content/site.ts (in assets/a.js)',
    ]);
  });
});

describe('budgetVerdict', () => {
  const problems = { code: ['code over'], content: ['bytes over'] };
  it('fails on the code’s problems and only warns of the content’s and the long tasks’ without --strict', () => {
    expect(budgetVerdict(problems, ['task over'], false)).toEqual({ failures: ['code over'], warnings: ['bytes over', 'task over'] });
  });
  it('fails on every problem with --strict', () => {
    expect(budgetVerdict(problems, ['task over'], true)).toEqual({ failures: ['code over', 'bytes over', 'task over'], warnings: [] });
  });
});
