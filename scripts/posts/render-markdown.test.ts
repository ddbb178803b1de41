import type { Element } from 'hast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMarkdownRenderer } from './render-markdown.ts';
import type { MarkdownImage, MarkdownWords, RenderMarkdown, RenderOptions } from './render-markdown.ts';

/** French words, so that every word the renderer writes is seen to come from them. */
const words: MarkdownWords = {
  footnotes: 'Notes de bas de page',
  backToReference: (n) => `Retour à l’appel ${n}`,
  externalLink: '(autre site)',
  taskDone: 'Fait',
  taskOpen: 'À faire',
  headingLink: (heading) => `Lien vers « ${heading} »`,
  table: 'Tableau',
};

let render: RenderMarkdown;
beforeAll(async () => {
  render = await createMarkdownRenderer(['ts', 'nonsense']);
});

const html = (markdown: string, options: Partial<RenderOptions> = {}) =>
  render(markdown, { siteUrl: 'https://example.com/', words, ...options }).html;

describe('tables', () => {
  it('scroll sideways in a region named by their header row, reachable by keyboard', () => {
    expect(html('| Option | Default |\n| :--- | ---: |\n| `port` | 8080 |')).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Option, Default"><table>\n' +
        '<thead>\n<tr>\n<th align="left">Option</th>\n<th align="right">Default</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="left"><code>port</code></td>\n<td align="right">8080</td>\n</tr>\n</tbody>\n' +
        '</table></div>',
    );
  });

  it('make a header cell without words a plain cell', () => {
    expect(html('| | Before |\n|---|---|\n| Typed | 200 |')).toMatch(/<tr>\s*<td><\/td>\s*<th>Before<\/th>/);
  });

  it('are named by words.table when their header row has no words', () => {
    expect(html('| | |\n|---|---|\n| 1 | 2 |')).toMatch(/^<div class="table-scroll" role="region" tabindex="0" aria-label="Tableau"><table>/);
    expect(html('| | |\n|---|---|\n| 1 | 2 |', { words: { ...words, table: undefined } })).toContain('aria-label="Table"');
  });
});

describe('footnotes', () => {
  it('are linked both ways with prefixed ids, under a heading and back links in the body’s words', () => {
    expect(html('Un[^a] et deux[^b], encore[^a].\n\n[^a]: La note.\n[^b]: L’autre.')).toBe(
      '<p>Un<sup><a href="#user-content-fn-a" id="user-content-fnref-a" data-footnote-ref aria-describedby="user-content-footnote-label">1</a></sup>' +
        ' et deux<sup><a href="#user-content-fn-b" id="user-content-fnref-b" data-footnote-ref aria-describedby="user-content-footnote-label">2</a></sup>,' +
        ' encore<sup><a href="#user-content-fn-a" id="user-content-fnref-a-2" data-footnote-ref aria-describedby="user-content-footnote-label">1</a></sup>.</p>\n' +
        '<section data-footnotes class="footnotes"><div class="heading"><h2 id="user-content-footnote-label">Notes de bas de page</h2>' +
        '<a class="heading-anchor" aria-label="Lien vers « Notes de bas de page »" href="#user-content-footnote-label"><span aria-hidden="true">#</span></a></div>\n' +
        '<ol>\n<li id="user-content-fn-a">\n<p>La note. ' +
        '<a href="#user-content-fnref-a" data-footnote-backref="" aria-label="Retour à l’appel 1" class="data-footnote-backref">↩</a> ' +
        '<a href="#user-content-fnref-a-2" data-footnote-backref="" aria-label="Retour à l’appel 1 (2)" class="data-footnote-backref">↩<sup>2</sup></a></p>\n</li>\n' +
        '<li id="user-content-fn-b">\n<p>L’autre. <a href="#user-content-fnref-b" data-footnote-backref="" aria-label="Retour à l’appel 2" class="data-footnote-backref">↩</a></p>\n</li>\n' +
        '</ol>\n</section>',
    );
  });

  it('keep their ids when the body has HTML of its own (parsed again, never prefixed twice)', () => {
    const out = html('<kbd>K</kbd>[^a]\n\n[^a]: Note.');
    expect(out).toContain(
      '<a href="#user-content-fn-a" id="user-content-fnref-a" data-footnote-ref="" aria-describedby="user-content-footnote-label">1</a>',
    );
    expect(out).toContain('<li id="user-content-fn-a">');
    expect(out).not.toContain('user-content-user-content-');
  });
});

describe('task lists', () => {
  it('start each item with a box the renderer draws, named in the body’s words', () => {
    expect(html('- [x] Écrire\n- [ ] Publier\n  - [ ] Relire\n- Pas une tâche')).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item task-done"><span class="task task-done" role="img" aria-label="Fait"></span> Écrire</li>\n' +
        '<li class="task-list-item task-open"><span class="task task-open" role="img" aria-label="À faire"></span> Publier\n' +
        '<ul class="contains-task-list">\n<li class="task-list-item task-open"><span class="task task-open" role="img" aria-label="À faire"></span> Relire</li>\n</ul>\n</li>\n' +
        '<li>Pas une tâche</li>\n</ul>',
    );
  });

  it('put the box in the first paragraph of a loose item', () => {
    expect(html('1. [x] Un\n\n2. [ ] Deux')).toBe(
      '<ol class="contains-task-list">\n' +
        '<li class="task-list-item task-done">\n<p><span class="task task-done" role="img" aria-label="Fait"></span> Un</p>\n</li>\n' +
        '<li class="task-list-item task-open">\n<p><span class="task task-open" role="img" aria-label="À faire"></span> Deux</p>\n</li>\n</ol>',
    );
  });
});

describe('links', () => {
  it('mark those to other sites, and leave the site’s own as written', () => {
    expect(
      html(
        '[MDN](https://developer.mozilla.org/ "Docs"), [ici](https://example.com/writing/x/), [là](/about/), [haut](#top), <https://example.org/a>, www.example.net et [mail](mailto:a@example.org)',
      ),
    ).toBe(
      '<p><a href="https://developer.mozilla.org/" title="Docs" class="external" rel="external noopener">MDN<span class="visually-hidden"> (autre site)</span></a>, ' +
        '<a href="https://example.com/writing/x/">ici</a>, <a href="/about/">là</a>, <a href="#top">haut</a>, ' +
        '<a href="https://example.org/a" class="external" rel="external noopener">https://example.org/a<span class="visually-hidden"> (autre site)</span></a>, ' +
        '<a href="http://www.example.net" class="external" rel="external noopener">www.example.net<span class="visually-hidden"> (autre site)</span></a> ' +
        'et <a href="mailto:a@example.org">mail</a></p>',
    );
  });

  it('to an anchor of the author’s HTML follow its prefixed id; to a heading, its id as it is', () => {
    expect(html('<a id="here"></a>\n\n[là](#here) [titre](#titre)\n\n## Titre')).toBe(
      '<p><a id="user-content-here"></a></p>\n<p><a href="#user-content-here">là</a> <a href="#titre">titre</a></p>\n' +
        '<div class="heading"><h2 id="titre">Titre</h2><a class="heading-anchor" aria-label="Lien vers « Titre »" href="#titre"><span aria-hidden="true">#</span></a></div>',
    );
  });
});

describe('headings', () => {
  it('keep their level, get an id and a named link beside them, outside their words', () => {
    expect(html('# Un titre\n\n### Voir [MDN](https://developer.mozilla.org/)')).toBe(
      '<div class="heading"><h1 id="un-titre">Un titre</h1><a class="heading-anchor" aria-label="Lien vers « Un titre »" href="#un-titre"><span aria-hidden="true">#</span></a></div>\n' +
        '<div class="heading"><h3 id="voir-mdn">Voir <a href="https://developer.mozilla.org/" class="external" rel="external noopener">MDN<span class="visually-hidden"> (autre site)</span></a></h3>' +
        '<a class="heading-anchor" aria-label="Lien vers « Voir MDN »" href="#voir-mdn"><span aria-hidden="true">#</span></a></div>',
    );
  });

  it('get ids apart when their words are the same', () => {
    expect(html('## Notes\n\n## Notes')).toMatch(/id="notes">[^]*id="notes-1">/);
  });

  it('never take an id of the page around them', () => {
    expect(html('## Main\n\n## Post title')).toMatch(
      /<h2 id="main-1">Main<\/h2><a class="heading-anchor"[^>]*href="#main-1"[^]*<h2 id="post-title-1">/,
    );
  });
});

describe('the outline', () => {
  const outline = (markdown: string) => render(markdown, { siteUrl: 'https://example.com/', words }).headings;

  it('lists the h2 and h3 headings in order, with their ids and words, and not the others', () => {
    expect(outline('# Titre\n\n## Un *début*\n\n### Voir [MDN](https://developer.mozilla.org/)\n\n#### Détail\n\n## Main')).toEqual([
      { id: 'un-début', text: 'Un début', depth: 2 },
      { id: 'voir-mdn', text: 'Voir MDN', depth: 3 },
      { id: 'main-1', text: 'Main', depth: 2 },
    ]);
  });

  it('leaves out the footnotes’ heading, which is the renderer’s, and an author’s heading without words', () => {
    expect(outline('## Avant[^a]\n\n## <img src="/a.png" alt="">\n\n[^a]: Une note.')).toEqual([{ id: 'avant1', text: 'Avant', depth: 2 }]);
  });
});

describe('code', () => {
  it('of a known language is highlighted in both themes, wrapped and reachable by keyboard', () => {
    expect(html('```TS\nlet a = 1;\n```')).toBe(
      '<div class="code-block" data-language="ts"><pre class="shiki shiki-themes github-light-default github-dark-default" ' +
        'style="--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117" tabindex="0"><code>' +
        '<span class="line"><span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">let</span>' +
        '<span style="--shiki-light:#1F2328;--shiki-dark:#E6EDF3"> a </span>' +
        '<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">=</span>' +
        '<span style="--shiki-light:#0550AE;--shiki-dark:#79C0FF"> 1</span>' +
        '<span style="--shiki-light:#1F2328;--shiki-dark:#E6EDF3">;</span></span></code></pre></div>',
    );
  });

  it('of an unknown language, or of none, is plain and escaped in the same wrapper', () => {
    expect(html('```nonsense\na < b && c\n```')).toBe(
      '<div class="code-block" data-language="nonsense"><pre tabindex="0"><code>a &#x3C; b &#x26;&#x26; c\n</code></pre></div>',
    );
    expect(html('```\n<b>plain</b>\n```')).toBe('<div class="code-block"><pre tabindex="0"><code>&#x3C;b>plain&#x3C;/b>\n</code></pre></div>');
    expect(html('    indented')).toBe('<div class="code-block"><pre tabindex="0"><code>indented\n</code></pre></div>');
  });

  it('is highlighted the same however long the machine takes over a line', () => {
    const quick = html('```ts\nconst a = 1;\n```');
    // On a loaded machine a line can take longer than Shiki's default limit (500 ms), and Shiki
    // would then leave the rest of the line uncoloured: the build would depend on the machine's load.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 700));
    try {
      expect(html('```ts\nconst a = 1;\n```')).toBe(quick);
    } finally {
      clock.mockRestore();
    }
    expect(quick).toContain('--shiki-light:#CF222E;--shiki-dark:#FF7B72">const</span>');
  });

  it('of a language Shiki knows but the renderer was not given is plain', () => {
    expect(html('```python\nx = 1\n```')).toBe('<div class="code-block" data-language="python"><pre tabindex="0"><code>x = 1\n</code></pre></div>');
  });

  it('stays <code> inline', () => {
    expect(html('Use `a<b` here')).toBe('<p>Use <code>a&#x3C;b</code> here</p>');
  });
});

describe('images', () => {
  it('alone in a paragraph are a figure captioned by their title, loaded lazily', () => {
    expect(html('![Un schéma](./schema.png "Comment tout s’assemble")')).toBe(
      '<figure><img src="./schema.png" alt="Un schéma" loading="lazy" decoding="async"><figcaption>Comment tout s’assemble</figcaption></figure>',
    );
    expect(html('![Un schéma](./schema.png)')).toBe('<figure><img src="./schema.png" alt="Un schéma" loading="lazy" decoding="async"></figure>');
  });

  it('among words stay images, their title kept', () => {
    expect(html('Voici ![a](a.png "Titre") et ![](b.png).')).toBe(
      '<p>Voici <img src="a.png" alt="a" title="Titre" loading="lazy" decoding="async"> et <img src="b.png" alt="" loading="lazy" decoding="async">.</p>',
    );
  });

  it('go through options.image in the body’s order, whose element replaces each', () => {
    const seen: [MarkdownImage, number][] = [];
    const image = (described: MarkdownImage, index: number): Element | undefined => {
      seen.push([described, index]);
      if (index === 2) return undefined;
      return {
        type: 'element',
        tagName: 'picture',
        properties: { dataIndex: index },
        children: [{ type: 'element', tagName: 'img', properties: { src: described.src, alt: described.alt }, children: [] }],
      };
    };
    const out = html(
      '![Un](/1.png "Premier")\n\nTexte ![Deux](2.png) puis <img src="https://cdn.example.org/3.png" alt="Trois">.\n\n> ![Quatre](4.png)',
      { image },
    );
    expect(seen).toEqual([
      [{ src: '/1.png', alt: 'Un', title: 'Premier' }, 0],
      [{ src: '2.png', alt: 'Deux' }, 1],
      [{ src: 'https://cdn.example.org/3.png', alt: 'Trois' }, 2],
      [{ src: '4.png', alt: 'Quatre' }, 3],
    ]);
    expect(out).toBe(
      '<figure><picture data-index="0"><img src="/1.png" alt="Un"></picture><figcaption>Premier</figcaption></figure>\n' +
        '<p>Texte <picture data-index="1"><img src="2.png" alt="Deux"></picture> puis <img src="https://cdn.example.org/3.png" alt="Trois" loading="lazy" decoding="async">.</p>\n' +
        '<blockquote>\n<figure><picture data-index="3"><img src="4.png" alt="Quatre"></picture></figure>\n</blockquote>',
    );
  });

  it('whose address the sanitiser refused leave their words and are not counted', () => {
    const seen: number[] = [];
    expect(html('![Alerte](javascript:alert(1)) ![Bien](ok.png)', { image: (_, index) => void seen.push(index) })).toBe(
      '<p>Alerte <img src="ok.png" alt="Bien" loading="lazy" decoding="async"></p>',
    );
    expect(seen).toEqual([0]);
  });
});

describe('GitHub-flavoured Markdown', () => {
  it('strikes through, links bare addresses and keeps the author’s allowed HTML', () => {
    expect(html('~~non~~ <kbd>Ctrl</kbd> H<sub>2</sub>O x<sup>2</sup> https://example.com/a')).toBe(
      '<p><del>non</del> <kbd>Ctrl</kbd> H<sub>2</sub>O x<sup>2</sup> <a href="https://example.com/a">https://example.com/a</a></p>',
    );
  });
});

describe('text', () => {
  it('is the body’s words without markup, code included, blocks a line apart', () => {
    const { text } = render(
      '# Titre\n\nUn **mot** et `code`.<br>Fin\n\n- un\n- deux\n\n```ts\nlet a;\n```\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\nNote[^1]\n\n[^1]: Bas.',
      {
        siteUrl: 'https://example.com/',
        words,
      },
    );
    expect(text).toBe('Titre\nUn mot et code.Fin\nun\ndeux\nlet a;\nA\nB\n1\n2\nNote\nBas.');
  });
});

describe('in-page links', () => {
  it('each lead to an id of the body', () => {
    const out = html('# A\n\n## A\n\nx[^1] y[^n] [a](#a) [b](#a-1) <a href="#z">z</a> <a name="z"></a>\n\n[^1]: One.\n[^n]: Two[^1].');
    const ids = new Set([...out.matchAll(/ (?:id|name)="([^"]+)"/g)].map(([, id]) => id));
    const targets = [...out.matchAll(/ href="#([^"]+)"/g)].map(([, id]) => id);
    // Three heading links, three footnote calls, three back links, three links of the author's.
    expect(targets.length).toBe(12);
    expect(targets.filter((id) => !ids.has(id))).toEqual([]);
  });
});
