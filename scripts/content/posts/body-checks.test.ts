import { describe, expect, it } from 'vitest';
import { checkPostBody, type SiteAddresses } from './body-checks.ts';

const site: SiteAddresses = {
  siteUrl: 'https://example.com/',
  linksKnown: true,
  pages: new Set(['/', '/writing/', '/writing/other/', '/projects/app/']),
  drafts: new Set(['/writing/draft/']),
  publicFile: (path) => path === '/favicon.svg',
  checkImage: (path, say) => (path === '/images/ok.png' ? undefined : say(`no file public${path}`, 'put the image in public/ or fix the path', 'error')),
};
const lines = (markdown: string, bodyLine = 5) =>
  checkPostBody(markdown, bodyLine, site).findings.map(({ at, severity, message }) => `${at.line}:${at.col} ${severity} ${message}`);

describe('checkPostBody', () => {
  it('finds a link in a table’s cell and a footnote, each at its line and column in the file', () => {
    const body = 'Intro.\n\n| Page | Where |\n|---|---|\n| Gone | [here](/projects/gone/) |\n\nA note[^1].\n\n[^1]: See [this](/writing/nope/).\n';
    expect(lines(body)).toEqual(['9:10 error no page /projects/gone/ on the site', '13:11 error no page /writing/nope/ on the site']);
  });

  it('accepts the site’s pages, its files, its own absolute address, other sites, mail and fragments', () => {
    const body = '[a](/writing/other/) [b](/favicon.svg) [c](https://example.com/projects/app/#top) [d](https://other.example/) [e](mailto:a@b.c) [f](#intro) <https://example.com/writing/>\n';
    expect(lines(body)).toEqual([]);
  });

  it('refuses a skipped heading level and a # heading, and counts from the title', () => {
    expect(lines('### Too deep\n\n## Fine\n\n#### Skips\n\n# Title again\n', 1)).toEqual([
      '1:1 error the heading ### skips a level after #',
      '5:1 error the heading #### skips a level after ##',
      '7:1 error a post’s headings start at ## — its title is the page’s only # heading',
    ]);
  });

  it('gives the text, the images it shows and its code languages', () => {
    const checked = checkPostBody('Hello **world**.\n\n![A chart](/images/ok.png)\n\n```TS\nconst a = 1;\n```\n', 3, site);
    expect(checked.images).toEqual([{ src: '/images/ok.png', at: { line: 5, col: 1 } }]);
    expect(checked.codeLanguages).toEqual(['ts']);
    expect(checked.text).toContain('Hello world');
  });

  describe('links and images written in HTML', () => {
    it('refuses an image that is not in public/ and warns of one without alt text, at the line and column of its tag', () => {
      const body =
        'Intro.\n\n<p>\n  Before <img src=x> after.\n</p>\n\nText with <img src="https://cdn.example/a.png" alt="A"> inline, <img src="/images/ok.png" alt=" ">.\n';
      expect(lines(body)).toEqual([
        '8:10 error the image x is not an image file in public/',
        '11:11 error the image https://cdn.example/a.png is on another site: every visitor’s browser would fetch it from there',
        '11:65 warning this image has no text for screen readers',
      ]);
      const hints = checkPostBody(body, 5, site).findings.map((finding) => finding.hint);
      expect(hints[2]).toContain('alt="');
      expect(hints[1]).toContain('<img src="/images/posts/chart.png" alt="What it shows">');
    });

    it('refuses a link to a page that does not exist, and one relative to the post', () => {
      const body = 'See <a href="/writing/gone/">this</a>, <a href="other/">that</a> and <a href="/writing/other/">the other</a>.\n';
      expect(lines(body, 1)).toEqual(['1:5 error no page /writing/gone/ on the site', '1:40 error the link other/ is relative to the post']);
    });

    it('gives an image of public/ to the image pipeline, in the body’s order, and reads nothing the sanitiser removes', () => {
      const body = '<img src="/images/ok.png" alt="A chart">\n\n![B](/images/ok.png)\n\n<div>\n<object><img src=x></object>\n</div>\n';
      const checked = checkPostBody(body, 1, site);
      expect(checked.findings).toEqual([]);
      expect(checked.images).toEqual([
        { src: '/images/ok.png', at: { line: 1, col: 1 } },
        { src: '/images/ok.png', at: { line: 3, col: 1 } },
      ]);
    });
  });
});
