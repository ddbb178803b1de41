import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageAddress, searchIndex } from './search-index.ts';

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><nav>Menu</nav><main data-pagefind-body><h1>${body}</h1><h2 id="about-title">About</h2><p>${body} text</p><p aria-live="polite">1 / 2</p></main></body></html>`;

describe('pageAddress', () => {
  it('gives a page’s address, and none for a 404 page or another file', () => {
    expect(pageAddress('/index.html')).toBe('/');
    expect(pageAddress('/fr/projects/gymflow/index.html')).toBe('/fr/projects/gymflow/');
    expect(pageAddress('/404.html')).toBeUndefined();
    expect(pageAddress('/fr/404.html')).toBeUndefined();
    expect(pageAddress('/feed.xml')).toBeUndefined();
  });
});

describe('searchIndex', () => {
  it('makes an index per language in /pagefind/, without Pagefind’s own interfaces, the same whatever the pages’ order', async () => {
    const pages = [
      { url: '/', html: page('en', 'Blacksmith') },
      { url: '/fr/', html: page('fr', 'Forgeron') },
    ];
    const files = await searchIndex(pages);
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-worker.js', '/pagefind/pagefind-entry.json']));
    expect(paths.filter((path) => /pagefind-(ui|modular-ui|component-ui|highlight)\./.test(path))).toEqual([]);
    const entry = JSON.parse(new TextDecoder().decode(files.find((file) => file.path === '/pagefind/pagefind-entry.json')?.content)) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]))).toEqual({ en: 1, fr: 1 });
    const again = await searchIndex([...pages].reverse());
    expect(again.map((file) => [file.path, Buffer.from(file.content).toString('base64')])).toEqual(
      files.map((file) => [file.path, Buffer.from(file.content).toString('base64')]),
    );
  });

  it('leaves out what a live region says', async () => {
    const files = await searchIndex([{ url: '/', html: page('en', 'Blacksmith') }]);
    const fragment = files.find((file) => file.path.startsWith('/pagefind/fragment/'));
    const text = gunzipSync(Buffer.from(fragment?.content ?? new Uint8Array())).toString('utf8');
    expect(text).toContain('Blacksmith text');
    expect(text).not.toContain('1 / 2');
  });

  it('gives up past its deadline with a word and a way out, and the next index is made as usual', async () => {
    const pages = [{ url: '/', html: page('en', 'Blacksmith') }];
    await expect(searchIndex(pages, 1)).rejects.toThrow(
      'the search index: Pagefind did not finish within 0.001 s: `search: false` in content/site.yaml builds the site without search',
    );
    expect((await searchIndex(pages)).map((file) => file.path)).toContain('/pagefind/pagefind.js');
  });

  it('says plainly, in a line, when Pagefind has no binary for this machine', async () => {
    const { close } = await import('pagefind');
    await close();
    const arch = process.env.npm_config_arch;
    // Pagefind picks its binary package by the architecture npm names (@pagefind/linux-<arch>).
    process.env.npm_config_arch = 'no-such-arch';
    try {
      await expect(searchIndex([{ url: '/', html: page('en', 'Blacksmith') }])).rejects.toThrow(
        /^the search index: Pagefind could not run on this machine: Failed to install either of \[pagefind_extended, pagefind\]\.[^\n]*; `search: false` in content\/site\.yaml builds the site without search$/,
      );
    } finally {
      if (arch === undefined) delete process.env.npm_config_arch;
      else process.env.npm_config_arch = arch;
      await close();
    }
  });
});
