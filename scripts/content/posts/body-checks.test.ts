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
});
