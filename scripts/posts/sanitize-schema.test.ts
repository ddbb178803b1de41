import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from './render-markdown.ts';
import type { MarkdownWords, RenderMarkdown } from './render-markdown.ts';

type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Elements that run, load or submit something, or that an author's post has no business writing. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'base',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
]);
/** Attributes whose value a browser follows as an address. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'longdesc',
  'ping',
  'manifest',
  'codebase',
]);

/**
 * Every executable vector in a piece of HTML, as a browser parses it (parse5, scripting on): a
 * forbidden element, an `on*` or `style` attribute, an address that is javascript:, vbscript: or
 * data: once the white space and control characters a browser ignores are taken out.
 */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const walk = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!('tagName' in node)) continue;
      if (FORBIDDEN_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        if (name.startsWith('on') || name === 'style') found.push(`${node.tagName}[${name}]`);
        // eslint-disable-next-line no-control-regex -- a browser drops these from an address before reading its scheme
        const address = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (URL_ATTRIBUTES.has(name) && /(^|,)(javascript|vbscript|data):/.test(address)) found.push(`${node.tagName}[${name}=${value}]`);
      }
      walk(node);
      if (node.tagName === 'template') walk((node as DefaultTreeAdapterMap['template']).content);
    }
  };
  walk(parseFragment(html));
  return found;
}

const words: MarkdownWords = {
  footnotes: 'Notes',
  backToReference: (n) => `Back to reference ${n}`,
  externalLink: '(another site)',
  taskDone: 'Done',
  taskOpen: 'Not done',
  headingLink: (heading) => `Link to “${heading}”`,
};

let render: RenderMarkdown;
beforeAll(async () => {
  render = await createMarkdownRenderer([]);
});

const html = (markdown: string) => render(markdown, { siteUrl: 'https://example.com/', words }).html;

describe('executableParts (the check itself)', () => {
  it('finds what would run', () => {
    expect(
      executableParts('<p onclick="x()">a</p><a href=" JaVa&#x09;Script:alert(1)">b</a><img src="data:image/png,x"><svg><script>1</script></svg>'),
    ).toEqual(['p[onclick]', 'a[href= JaVa\tScript:alert(1)]', 'img[src=data:image/png,x]', '<svg>', '<script>']);
    expect(executableParts('<template><iframe></iframe></template><div style="x"></div><img srcset="a.png 1x, javascript:x 2x">')).toEqual([
      '<template>',
      '<iframe>',
      'div[style]',
      'img[srcset=a.png 1x, javascript:x 2x]',
    ]);
  });

  it('finds nothing in harmless HTML', () => {
    expect(executableParts('<p><a href="https://example.org/javascript:">a</a> <img src="/data:x.png" alt="data:"></p>')).toEqual([]);
  });
});

describe('a post’s HTML, sanitised', () => {
  // Each payload, and what is left of it: nothing that runs, and the author's words where there were some.
  const payloads: [what: string, markdown: string, rendered: string][] = [
    ['a script element', '<script>alert(1)</script>', ''],
    ['a script element inline', 'Hi <script>alert(1)</script> there', '<p>Hi  there</p>'],
    ['an image’s onerror', '<img src=x onerror="alert(1)">', '<img src="x" loading="lazy" decoding="async">'],
    ['an SVG’s onload', '<svg onload="alert(1)"><circle r="1"/></svg>', '<p></p>'],
    ['an SVG link with xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', '<p></p>'],
    ['javascript: in a Markdown link', '[a](javascript:alert(1))', '<p><a>a</a></p>'],
    ['JaVaScRiPt: in a Markdown link', '[a](JaVaScRiPt:alert(1))', '<p><a>a</a></p>'],
    ['javascript: in a Markdown reference', '[a][1]\n\n[1]: javascript:alert(1)', '<p><a>a</a></p>'],
    ['javascript: in a raw <a>', '<a href="javascript:alert(1)">a</a>', '<p><a>a</a></p>'],
    ['an entity-encoded javascript:', '<a href="jav&#x61;script:alert(1)">a</a>', '<p><a>a</a></p>'],
    ['a decimal entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">a</a>', '<p><a>a</a></p>'],
    ['white space before javascript:', '<a href="  javascript:alert(1)">a</a>', '<p><a>a</a></p>'],
    ['a tab inside javascript:', '<a href="java&#x09;script:alert(1)">a</a>', '<p><a>a</a></p>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">a</a>', '<p><a>a</a></p>'],
    ['data: in a raw <a>', '<a href="data:text/html,<script>alert(1)</script>">a</a>', '<p><a>a</a></p>'],
    ['data: in a Markdown link', '[a](data:text/html;base64,PHNjcmlwdD4=)', '<p><a>a</a></p>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">', 'd'],
    ['a Markdown image with a javascript: address', '![x](javascript:alert(1))', '<p>x</p>'],
    ['a javascript: autolink', '<javascript:alert(1)>', '<p><a>javascript:alert(1)</a></p>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['an iframe with a javascript: address', '<iframe src="javascript:alert(1)">', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    [
      'a form with an action and a formaction',
      '<form action="javascript:alert(1)"><input type="submit" value="Go"><button formaction="javascript:alert(1)">b</button></form>',
      'b',
    ],
    [
      'style attribute and element with expression() and url()',
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">s</p><style>body{background:url("javascript:alert(1)")}</style>',
      '<p>s</p>',
    ],
    [
      'a style attribute on an image',
      '<img src="x.png" alt="s" style="background:url(javascript:alert(1))">',
      '<img src="x.png" alt="s" loading="lazy" decoding="async">',
    ],
    [
      'MathML with a style in an mglyph',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<p></p>',
    ],
    ['an HTML comment hiding a script', '<!-- <script>alert(1)</script> -->x', 'x'],
    ['a base element', '<base href="https://evil.example/">', ''],
    ['a stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css">', ''],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', '<p></p>'],
    ['an ontoggle on details', '<details open ontoggle="alert(1)"><summary>S</summary>x</details>', '<details open><summary>S</summary>x</details>'],
    ['an onclick on a link', '<a href="#" onclick="alert(1)">c</a>', '<p><a href="#">c</a></p>'],
    [
      'a srcset with javascript:',
      '<img src="/a.png" srcset="javascript:alert(1) 1x" alt="a">',
      '<img src="/a.png" alt="a" loading="lazy" decoding="async">',
    ],
    [
      'a picture’s source with a data: srcset',
      '<picture><source srcset="data:image/svg+xml,x"><img src="/a.png" alt="p"></picture>',
      '<figure><img src="/a.png" alt="p" loading="lazy" decoding="async"></figure>',
    ],
    [
      'a title that closes a noscript',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<p></p><p title="</noscript><img src=x onerror=alert(1)>"></p>',
    ],
    ['a script in a template', '<template><script>alert(1)</script></template>t', '<p>t</p>'],
    ['a script in a textarea', '<textarea><script>alert(1)</script></textarea>', ''],
    ['a body onload', '<body onload=alert(1)>', ''],
    ['an unfinished tag', '<img src="x" onerror=alert(1)//', '<p>&#x3C;img src="x" onerror=alert(1)//</p>'],
    [
      'a forged checkbox and a text input',
      '- [ ] <input type="checkbox" checked> forged\n- <input type="text" value="x"> text',
      '<ul class="contains-task-list">\n<li class="task-list-item task-open"><span class="task task-open" role="img" aria-label="Not done"></span>  forged</li>\n<li> text</li>\n</ul>',
    ],
    [
      'a target, an opener and classes',
      '<a href="https://example.org/" target="_blank" rel="opener" class="btn">x</a>',
      '<p><a href="https://example.org/" class="external" rel="external noopener">x<span class="visually-hidden"> (another site)</span></a></p>',
    ],
    ['a tab stop, shortcut and role of the author’s', '<div tabindex="5" accesskey="x" role="button" class="c" data-x="1">d</div>', '<div>d</div>'],
    [
      'ids and names that would overshadow the page’s',
      '<div id="main">m</div><img name="getElementById" src="a.png" alt="">',
      '<div id="user-content-main">m</div><img name="user-content-getElementById" src="a.png" alt="" loading="lazy" decoding="async">',
    ],
  ];

  it('is tested with every kind of payload', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(40);
  });

  for (const [what, markdown, rendered] of payloads) {
    it(`runs nothing of ${what}`, () => {
      const out = html(markdown);
      expect(executableParts(out)).toEqual([]);
      expect(out).toBe(rendered);
    });
  }

  it('keeps the inline HTML GitHub allows', () => {
    const out = html(
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>, H<sub>2</sub>O, <ins>new</ins> <del>old</del> <s>gone</s> <q>said</q> <samp>out</samp> <var>n</var> <b>b</b> <i>i</i>' +
        '\n\n<details><summary>More</summary>\n\nHidden *text*.\n\n</details>\n\n<dl><dt>Term</dt><dd>Definition</dd></dl>\n\n<div align="center">Centred</div>',
    );
    expect(out).toBe(
      '<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>, H<sub>2</sub>O, <ins>new</ins> <del>old</del> <s>gone</s> <q>said</q> <samp>out</samp> <var>n</var> <b>b</b> <i>i</i></p>\n' +
        '<details><summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>\n<dl><dt>Term</dt><dd>Definition</dd></dl>\n<div align="center">Centred</div>',
    );
  });

  it('keeps the renderer’s own style attributes, added after sanitising', async () => {
    const highlighting = await createMarkdownRenderer(['ts']);
    const out = highlighting('```ts\nlet a = 1;\n```', { siteUrl: 'https://example.com/', words }).html;
    expect(executableParts(out).every((part) => part.endsWith('[style]'))).toBe(true);
    expect(executableParts(out).length).toBe(6);
  });
});
