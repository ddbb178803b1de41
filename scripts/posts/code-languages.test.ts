import type { Code } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { codeLanguagesOf, isKnownCodeLanguage } from './code-languages.ts';

/** The fences' languages as the Markdown parser reads them. */
function parsedLanguages(markdown: string): string[] {
  const languages: string[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), 'code', (node: Code) => {
    if (node.lang) languages.push(node.lang.toLowerCase());
  });
  return languages;
}

describe('isKnownCodeLanguage', () => {
  it('knows Shiki’s languages by id and alias, in any case, and its plain-text names', () => {
    for (const language of [
      'ts',
      'typescript',
      'TS',
      'sh',
      'bash',
      'shell',
      'js',
      'json',
      'yml',
      'yaml',
      'py',
      'css',
      'html',
      'diff',
      'text',
      'txt',
      'plaintext',
    ]) {
      expect(isKnownCodeLanguage(language), language).toBe(true);
    }
  });

  it('does not know made-up names, nor an object’s own properties', () => {
    for (const language of ['nonsense', 'typescriptx', '', 'constructor', '__proto__', 'toString']) {
      expect(isKnownCodeLanguage(language), language).toBe(false);
    }
  });
});

describe('codeLanguagesOf', () => {
  it('lists each fence’s language once, lower-cased, in the order met', () => {
    expect(codeLanguagesOf('```ts\na\n```\n\ntext\n\n~~~Bash title="x"\nb\n~~~\n\n```ts\nc\n```\n\n```\nno language\n```\n')).toEqual(['ts', 'bash']);
  });

  it('is empty without fences (inline code and indented blocks have no language)', () => {
    expect(codeLanguagesOf('Some `code`.\n\n    indented\n')).toEqual([]);
  });

  // Every fence the parser finds, wherever it sits, is found: a missed language would be shown as plain text.
  const nested = {
    'a list item': '- item\n\n  ```py\n  x\n  ```\n',
    'an ordered list': '1) ~~~ yaml title\n   a: 1\n   ~~~\n',
    'a list in a list': '* 1. ```go\n     x\n     ```\n',
    'a quote': '> ```rust\n> fn main() {}\n> ```\n',
    'a quote in a list': '- > ```css\n  > a {}\n  > ```\n',
    'a footnote': 'Text[^1]\n\n[^1]: ```json\n    {}\n    ```\n',
    'an escaped info string': '```c\\+\\+\nint x;\n```\n',
    'a longer fence': '````md\n```ts\nx\n```\n````\n',
  };
  for (const [where, markdown] of Object.entries(nested)) {
    it(`finds a fence in ${where}, as the parser does`, () => {
      const parsed = parsedLanguages(markdown);
      expect(parsed.length).toBeGreaterThan(0);
      expect(codeLanguagesOf(markdown)).toEqual(expect.arrayContaining(parsed));
    });
  }

  it('may name a language too many (a fence inside a longer one), never one too few', () => {
    expect(codeLanguagesOf('````md\n```ts\nx\n```\n````\n')).toEqual(['md', 'ts']);
  });
});
