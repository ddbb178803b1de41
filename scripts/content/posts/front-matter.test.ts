import { describe, expect, it } from 'vitest';
import { splitPost } from './front-matter.ts';

describe('splitPost', () => {
  it('keeps the front matter and the body on the file’s lines', () => {
    const parts = splitPost('---\ntitle: A\ndate: 2026-03-14\n---\n\nHello\n');
    expect(parts).toEqual({ frontMatter: '---\ntitle: A\ndate: 2026-03-14\n', body: '\nHello\n', bodyLine: 5 });
  });

  it('reads CRLF files and fences with trailing spaces', () => {
    expect(splitPost('---\r\ntitle: A\r\n---  \r\nBody')).toMatchObject({ body: 'Body', bodyLine: 4 });
  });

  it('refuses a post without front matter, or with one that is not closed', () => {
    expect(splitPost('# Title\n')).toMatchObject({ problem: { at: { line: 1, col: 1 }, message: 'a post starts with its front matter' } });
    expect(splitPost('---\ntitle: A\n')).toMatchObject({ problem: { message: 'the front matter is not closed' } });
  });
});
