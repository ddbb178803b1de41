import { describe, expect, it } from 'vitest';
import { absoluteSrcset, absoluteUrls, resolveUrl } from './absolute-urls.ts';

const post = 'https://sam.example.com/fr/writing/my-post/';

describe('resolveUrl', () => {
  it.each([
    ['/writing/other/', 'https://sam.example.com/writing/other/'],
    ['/projects/x/?tab=2#top', 'https://sam.example.com/projects/x/?tab=2#top'],
    ['../other/', 'https://sam.example.com/fr/writing/other/'],
    ['figure.png', 'https://sam.example.com/fr/writing/my-post/figure.png'],
    ['//cdn.example.net/a.js', 'https://cdn.example.net/a.js'],
    ['  /padded/  ', 'https://sam.example.com/padded/'],
  ])('makes %s absolute', (url, expected) => {
    expect(resolveUrl(url, post)).toBe(expected);
  });

  it.each([
    '#intro',
    'mailto:sam@example.com',
    'tel:+33100000000',
    'https://other.example.org/x',
    'HTTP://OLD.EXAMPLE/',
    'data:image/png;base64,AA==',
    '',
  ])('leaves %j alone', (url) => {
    expect(resolveUrl(url, post)).toBe(url);
  });
});

describe('absoluteSrcset', () => {
  it('resolves every candidate and keeps its descriptor', () => {
    expect(absoluteSrcset('/assets/x-480.avif 480w, /assets/x-960.avif 960w', post)).toBe(
      'https://sam.example.com/assets/x-480.avif 480w, https://sam.example.com/assets/x-960.avif 960w',
    );
  });

  it('reads candidates without descriptors, odd spacing and commas inside an address', () => {
    expect(absoluteSrcset('  /a.png,\n/b.png   2x ,, data:image/png;base64,AA== 3x', post)).toBe(
      'https://sam.example.com/a.png, https://sam.example.com/b.png 2x, data:image/png;base64,AA== 3x',
    );
    expect(absoluteSrcset('/a,b.png 1x', post)).toBe('https://sam.example.com/a,b.png 1x');
    expect(absoluteSrcset('https://cdn.example.net/a.png 1.5x', post)).toBe('https://cdn.example.net/a.png 1.5x');
    expect(absoluteSrcset(' ', post)).toBe('');
  });
});

describe('absoluteUrls', () => {
  it('makes links, images, sources and posters absolute', async () => {
    const html = [
      '<p>See <a href="/writing/other/">the other post</a> and <a href="/projects/x/">a project</a>.</p>',
      '<picture><source type="image/avif" srcset="/assets/x-480.avif 480w, /assets/x-960.avif 960w" sizes="100vw">',
      '<img src="/assets/x-960.jpg" alt="A chart" width="960" height="540"></picture>',
      '<video src="/media/demo.mp4" poster="/media/demo.jpg"></video>',
    ].join('\n');
    const out = await absoluteUrls(html, post);
    expect(out).toContain('<a href="https://sam.example.com/writing/other/">the other post</a>');
    expect(out).toContain('<a href="https://sam.example.com/projects/x/">');
    expect(out).toContain('srcset="https://sam.example.com/assets/x-480.avif 480w, https://sam.example.com/assets/x-960.avif 960w" sizes="100vw"');
    expect(out).toContain('<img src="https://sam.example.com/assets/x-960.jpg" alt="A chart" width="960" height="540">');
    expect(out).toContain('<video src="https://sam.example.com/media/demo.mp4" poster="https://sam.example.com/media/demo.jpg">');
  });

  it('passes every other byte through as it was', async () => {
    const html =
      '<h2 id="intro">Intro &amp; more</h2>\n<p><a href="#intro">back</a> · <a href=\'mailto:sam@example.com\'>mail</a> <a href=https://x.example/>x</a><br/></p><!-- note -->';
    expect(await absoluteUrls(html, post)).toBe(html);
  });

  it('escapes what it writes anew, and leaves text that looks like an address alone', async () => {
    const out = await absoluteUrls('<a title="a &quot;b&quot; &amp; c" href="/q?a=1&amp;b=2">/not/a/link</a>', post);
    expect(out).toBe('<a title="a &quot;b&quot; &amp; c" href="https://sam.example.com/q?a=1&amp;b=2">/not/a/link</a>');
  });

  it('resolves SVG references', async () => {
    const out = await absoluteUrls('<svg><use xlink:href="/sprite.svg#a"></use><image href="/i.png"></image></svg>', post);
    expect(out).toContain('xlink:href="https://sam.example.com/sprite.svg#a"');
    expect(out).toContain('href="https://sam.example.com/i.png"');
  });
});
