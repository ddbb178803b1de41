import fs from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dialogFloor, dialogFloorHtml } from './dialog-floor.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';

type Element = DefaultTreeAdapterTypes.Element;

const IMG =
  '<img alt="Shot 1" decoding="async" src="/images/a-960.webp" srcset="/images/a-480.webp 480w, /images/a-960.webp 960w" sizes="(min-width: 52rem) 50rem, 100vw" width="1200" height="750">';

const page = (dialog: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>Project — Owner</title><script type="module" src="/assets/entry.js"></script></head>` +
  `<body><nav><p>Elsewhere</p><img src="/images/logo.svg"></nav>${dialog}<footer><p>Footer</p></footer></body></html>`;

const dialog = (inside: string) =>
  `<div data-island="project-dialog"><div role="dialog" aria-modal="true" aria-labelledby="t1">${inside}</div></div>`;

function tree(html: string): Element[] {
  const all: Element[] = [];
  const walk = (node: DefaultTreeAdapterTypes.Node) => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if ('tagName' in child) all.push(child);
      walk(child);
    }
  };
  walk(parse(html));
  return all;
}
const attrs = (el: Element | undefined) => Object.fromEntries((el?.attrs ?? []).map((a) => [a.name, a.value]));

describe('dialogFloorHtml', () => {
  const built = page(
    dialog(
      `<div aria-roledescription="carousel"><div>${IMG}<button>Next</button><p aria-live="polite">1 / 3</p></div></div>` +
        '<div><h2 id="t1">The  project\n title</h2><span>Tag</span></div><h3>Description</h3><p>First <em>paragraph</em> &amp; more.</p><ul><li>Item</li></ul><p>Second.</p>' +
        '<img src="/images/b.webp">',
    ),
  );
  const floor = dialogFloorHtml(built, '/projects/p/');

  it('keeps the first image of the dialog with every attribute that picks its file and its size', () => {
    const images = tree(floor?.html ?? '').filter((el) => el.tagName === 'img');
    expect(images).toHaveLength(1);
    expect(attrs(images[0])).toEqual(attrs(tree(IMG).find((el) => el.tagName === 'img')));
  });

  it('has the dialog’s title and paragraphs as text, in the dialog’s order, and nothing else of the page', () => {
    const elements = tree(floor?.html ?? '');
    const body = elements.filter((el) => ['img', 'h1', 'p'].includes(el.tagName));
    expect(body.map((el) => el.tagName)).toEqual(['img', 'h1', 'p', 'p']);
    const text = (floor?.html ?? '').replace(/<[^>]+>/g, ' ');
    expect(text).toContain('The project title');
    expect(text).toContain('First paragraph &amp; more.');
    for (const absent of ['1 / 3', 'Elsewhere', 'Footer', 'Next', 'Tag', 'Item', 'Description']) expect(text).not.toContain(absent);
    expect(elements.some((el) => el.tagName === 'script')).toBe(false);
  });

  it('takes the page’s language and title', () => {
    const fr = dialogFloorHtml(page(dialog(`<h2 id="t1">T</h2>${IMG}`), 'fr'), '/fr/projects/p/');
    const html = tree(fr?.html ?? '').find((el) => el.tagName === 'html');
    expect(attrs(html).lang).toBe('fr');
    expect(fr?.html).toContain('<title>Project — Owner</title>');
  });

  it('names every file of the image’s src and srcset once, and of a picture’s sources, resolved against the page', () => {
    expect(floor?.files).toEqual(['images/a-960.webp', 'images/a-480.webp']);
    const picture =
      '<picture><source type="image/avif" srcset="shots/a.avif 1x, https://cdn.example/a.avif 2x"><img src="../shots/a.png" width="4" height="3"></picture>';
    const withPicture = dialogFloorHtml(page(dialog(`<h2 id="t1">T</h2>${picture}`)), '/projects/p/');
    expect(withPicture?.files).toEqual(['projects/p/shots/a.avif', 'projects/shots/a.png']);
    expect(withPicture?.html).toContain('<source type="image/avif"');
  });

  it('finds a heading when the dialog names none, and gives no floor to a page without a dialog or whose dialog has no image', () => {
    const unnamed = dialogFloorHtml(page(`<div role="dialog"><h2>Heading</h2>${IMG}</div>`), '/x/');
    expect(unnamed?.html).toContain('<h1>Heading</h1>');
    expect(dialogFloorHtml(page('<main><h1>Hi</h1><img src="/a.png"></main>'), '/')).toBeUndefined();
    expect(dialogFloorHtml(page(dialog('<h2 id="t1">T</h2><p>Text</p>')), '/')).toBeUndefined();
  });

  it('makes the floor of a post with a cover from its article, and none for a post whose only images are lazy', () => {
    const cover = `<picture><source type="image/avif" srcset="/assets/c-480.avif 480w">${IMG}</picture>`;
    const post = (figure: string) =>
      page(
        `<main><article aria-labelledby="post-title"><header><a href="/writing/">All posts</a><h1 id="post-title">The post</h1>` +
          `<p><time>May 1</time></p></header>${figure}<div><p>Body text.</p><pre><code>x</code></pre></div></article></main>`,
      );
    const floor = dialogFloorHtml(post(`<figure>${cover}</figure>`), '/writing/p/');
    expect(
      tree(floor?.html ?? '')
        .map((el) => el.tagName)
        .filter((tag) => ['h1', 'p', 'picture', 'source', 'img'].includes(tag)),
    ).toEqual(['h1', 'p', 'picture', 'source', 'img', 'p']);
    expect(floor?.html).toContain('<p>Body text.</p>');
    expect(floor?.files).toEqual(['assets/c-480.avif', 'images/a-960.webp', 'images/a-480.webp']);
    expect(dialogFloorHtml(post('<p><img src="/images/chart.png" loading="lazy" width="4" height="3"></p>'), '/writing/p/')).toBeUndefined();
  });
});

describe('dialogFloor', () => {
  const build = tempBuilds('dialog-floor-');

  it('writes the floor at the page’s own address with a copy of the files its image names', () => {
    const dist = build({
      'projects/p/index.html': page(dialog(`<h2 id="t1">T</h2>${IMG}`)),
      'images/a-480.webp': 'small',
      'images/a-960.webp': 'large',
    });
    const floor = dialogFloor(dist, 'projects/p/index.html', '/projects/p/');
    if (floor) onTestFinished(() => fs.rmSync(floor.dir, { recursive: true, force: true }));
    expect(floor?.file).toBe('projects/p/index.html');
    expect(fs.readFileSync(path.join(floor?.dir ?? '', 'projects/p/index.html'), 'utf8')).toContain('<h1>T</h1>');
    expect(fs.readFileSync(path.join(floor?.dir ?? '', 'images/a-480.webp'), 'utf8')).toBe('small');
    expect(fs.readFileSync(path.join(floor?.dir ?? '', 'images/a-960.webp'), 'utf8')).toBe('large');
  });

  it('refuses a page whose image is not in the build', () => {
    const dist = build({ 'projects/p/index.html': page(dialog(`<h2 id="t1">T</h2>${IMG}`)), 'images/a-960.webp': 'large' });
    expect(() => dialogFloor(dist, 'projects/p/index.html', '/projects/p/')).toThrow(
      'projects/p/index.html shows images/a-480.webp in its dialog, but the build has no such file',
    );
  });
});
