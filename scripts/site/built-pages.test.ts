import { describe, expect, it } from 'vitest';
import { builtPages, onePagePerKind, pageLabel } from './built-pages.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';

const build = tempBuilds('built-pages-');

const page = (lang: string) => `<!doctype html><html lang="${lang}"><head></head><body></body></html>`;

describe('builtPages', () => {
  it('finds every page with its language and kind, the default language first and home first in each', () => {
    const dist = build({
      'index.html': page('en'),
      '404.html': page('en'),
      'projects/b/index.html': page('en'),
      'projects/a/index.html': page('en'),
      'fr/index.html': page('fr-FR'),
      'fr/404.html': page('fr'),
      'fr/projects/a/index.html': page('fr'),
      // A folder with a two-letter name that is not a language, and assets that are not pages.
      'cv/index.html': page('en'),
      'assets/x.html': page('en'),
    });
    expect(builtPages(dist).map((p) => [p.file, p.url, p.language, p.kind])).toEqual([
      ['index.html', '/', '', 'home'],
      ['cv/index.html', '/cv/', '', 'cv'],
      ['projects/a/index.html', '/projects/a/', '', 'projects'],
      ['projects/b/index.html', '/projects/b/', '', 'projects'],
      ['404.html', '/404.html', '', '404'],
      ['fr/index.html', '/fr/', 'fr', 'home'],
      ['fr/projects/a/index.html', '/fr/projects/a/', 'fr', 'projects'],
      ['fr/404.html', '/fr/404.html', 'fr', '404'],
    ]);
  });

  it('keeps one page of each kind in each language, and names it', () => {
    const dist = build({
      'index.html': page('en'),
      'projects/a/index.html': page('en'),
      'projects/b/index.html': page('en'),
      'posts/hello/index.html': page('en'),
      'fr/index.html': page('fr'),
      'fr/projects/a/index.html': page('fr'),
    });
    expect(onePagePerKind(builtPages(dist)).map((p) => [p.url, pageLabel(p)])).toEqual([
      ['/', 'home'],
      ['/posts/hello/', 'posts page'],
      ['/projects/a/', 'projects page'],
      ['/fr/', 'fr home'],
      ['/fr/projects/a/', 'fr projects page'],
    ]);
  });
});
