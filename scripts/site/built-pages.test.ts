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
      // A folder with a two-letter name that is not a language, assets that are not pages, and the editor, which is not the site's.
      'cv/index.html': page('en'),
      'assets/x.html': page('en'),
      'admin/index.html': page('en'),
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

  it('reads a language folder’s `<html lang>` however it is quoted, and not from a comment before it', () => {
    const dist = build({
      'index.html': page('en'),
      'de/index.html': "<!doctype html><html class='x' lang='de'><head></head><body></body></html>",
      'es/index.html': '<!doctype html><!-- <html lang="es"> --><html lang="en"><head></head><body></body></html>',
    });
    expect(builtPages(dist).map((p) => [p.file, p.language])).toEqual([
      ['index.html', ''],
      ['es/index.html', ''],
      ['de/index.html', 'de'],
    ]);
  });

  it('tells a folder’s own page from the pages inside it and those a level deeper: the writing list, posts, tags', () => {
    const dist = build({
      'index.html': page('en'),
      'writing/index.html': page('en'),
      'writing/b-post/index.html': page('en'),
      'writing/a-post/index.html': page('en'),
      'writing/tags/ai/index.html': page('en'),
      'projects/a/index.html': page('en'),
      'fr/index.html': page('fr'),
      'fr/writing/index.html': page('fr'),
      'fr/writing/a-post/index.html': page('fr'),
      'fr/writing/tags/ai/index.html': page('fr'),
    });
    expect(builtPages(dist).map((p) => [p.url, p.kind])).toEqual([
      ['/', 'home'],
      ['/projects/a/', 'projects'],
      ['/writing/', 'writing'],
      ['/writing/a-post/', 'posts'],
      ['/writing/b-post/', 'posts'],
      ['/writing/tags/ai/', 'tags'],
      ['/fr/', 'home'],
      ['/fr/writing/', 'writing'],
      ['/fr/writing/a-post/', 'posts'],
      ['/fr/writing/tags/ai/', 'tags'],
    ]);
  });

  it('does so for a folder it has never seen, naming its own page apart when its pages share its name', () => {
    const dist = build({
      'index.html': page('en'),
      'talks/index.html': page('en'),
      'talks/a/index.html': page('en'),
      'talks/tags/x/index.html': page('en'),
      'talks/tags/index.html': page('en'),
      'uses.html': page('en'),
    });
    expect(builtPages(dist).map((p) => [p.url, p.kind])).toEqual([
      ['/', 'home'],
      ['/talks/', 'talks index'],
      ['/talks/a/', 'talks'],
      ['/talks/tags/', 'tags index'],
      ['/talks/tags/x/', 'tags'],
      ['/uses.html', 'uses'],
    ]);
  });

  it('keeps one page of each kind in each language, and names it', () => {
    const dist = build({
      'index.html': page('en'),
      'projects/a/index.html': page('en'),
      'projects/b/index.html': page('en'),
      'writing/index.html': page('en'),
      'writing/hello/index.html': page('en'),
      'writing/world/index.html': page('en'),
      'writing/tags/ai/index.html': page('en'),
      'writing/tags/go/index.html': page('en'),
      '404.html': page('en'),
      'fr/index.html': page('fr'),
      'fr/projects/a/index.html': page('fr'),
      'fr/writing/index.html': page('fr'),
      'fr/writing/hello/index.html': page('fr'),
      'fr/writing/tags/ai/index.html': page('fr'),
    });
    expect(onePagePerKind(builtPages(dist)).map((p) => [p.url, pageLabel(p)])).toEqual([
      ['/', 'home'],
      ['/projects/a/', 'projects page'],
      ['/writing/', 'writing page'],
      ['/writing/hello/', 'posts page'],
      ['/writing/tags/ai/', 'tags page'],
      ['/404.html', '404'],
      ['/fr/', 'fr home'],
      ['/fr/projects/a/', 'fr projects page'],
      ['/fr/writing/', 'fr writing page'],
      ['/fr/writing/hello/', 'fr posts page'],
      ['/fr/writing/tags/ai/', 'fr tags page'],
    ]);
  });
});
