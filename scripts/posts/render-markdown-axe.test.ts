import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { createMarkdownRenderer } from './render-markdown.ts';

/** A body with every kind of markup the renderer writes. */
const BODY = `## Setting up

Read [the docs](https://developer.mozilla.org/) and [the previous post](/writing/other/), press <kbd>Ctrl</kbd>.[^1]

| Option | Default |
| --- | --- |
| \`port\` | 8080 |

- [x] Build
- [ ] Deploy

\`\`\`ts
const port: number = 8080;
\`\`\`

\`\`\`nonsense
plain
\`\`\`

![A diagram of the build](/diagram.png "How the build fits together")

An inline ![icon](/icon.png) image.

<details><summary>More</summary>

Hidden text.

</details>

[^1]: A note, [with a link](https://example.org/).
`;

/**
 * axe's violations in a page holding the HTML, as src/test/axe.ts reports them (colour contrast
 * aside: jsdom has no layout). The renderer runs in Node (Shiki's WebAssembly does not load under
 * jsdom's globals); the HTML is judged in a document of its own, which axe is given, so nothing is
 * laid over the worker's globals (its files share them).
 */
async function axeViolations(html: string, check: (main: Element) => void = () => undefined): Promise<string[]> {
  const { window } = new JSDOM(`<!doctype html><html lang="en"><body><main><h1>A post</h1>${html}</main></body></html>`);
  try {
    const main = window.document.querySelector('main');
    if (main === null) throw new Error('no <main>');
    check(main);
    const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    window.close();
  }
}

it('renders a body axe finds nothing wrong with (colour contrast aside: the themes’ test measures it)', async () => {
  const render = await createMarkdownRenderer(['ts']);
  const { html } = render(BODY, {
    siteUrl: 'https://example.com/',
    words: {
      footnotes: 'Notes',
      backToReference: (n) => `Back to reference ${n}`,
      externalLink: '(another site)',
      taskDone: 'Done',
      taskOpen: 'Not done',
      headingLink: (heading) => `Link to “${heading}”`,
    },
  });
  const violations = await axeViolations(html, (main) => {
    // The body's every feature is there to be checked.
    const features = [
      '.heading-anchor',
      '.external',
      '.table-scroll',
      '.task-done',
      '.task-open',
      'pre.shiki',
      '.code-block pre:not(.shiki)',
      'figure figcaption',
      'section.footnotes',
    ];
    expect(features.filter((selector) => main.querySelector(selector) === null)).toEqual([]);
  });
  expect(violations).toEqual([]);
});

it('finds what axe finds (the check itself)', async () => {
  const violations = await axeViolations('<a href="#x"><span aria-hidden="true">#</span></a><img src="a.png">');
  expect(violations.map((violation) => violation.split(' ')[0])).toEqual(['image-alt', 'link-name']);
});
