/**
 * Code fences highlighted at build with Shiki, in two themes at once: every token carries both
 * colours as CSS variables (`--shiki-light`, `--shiki-dark`, and the block `--shiki-light-bg`,
 * `--shiki-dark-bg`), so the page's CSS picks one per colour scheme without JavaScript. Each
 * block is wrapped in `<div class="code-block" data-language="…">`; a fence without a language,
 * or with one Shiki does not know, is the same wrapper around a plain `<pre><code>`. Either `<pre>`
 * is a tab stop (`tabindex="0"`), so a block that scrolls can be scrolled from the keyboard.
 */
import type { Element, ElementContent, Root } from 'hast';
import { createHighlighter } from 'shiki';
import type { Highlighter } from 'shiki';
import { SKIP, visit } from 'unist-util-visit';
import { codeLanguageId, isKnownCodeLanguage } from './code-languages.ts';
import { hastText } from './hast-text.ts';

/** Themes whose every token colour has a contrast ratio of at least 4.5:1 on their own background (code-themes.test.ts). */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** How long Shiki may take over one line before it leaves the rest uncoloured. */
const LINE_TIME_LIMIT_MS = 60_000;

/** A highlighter with the code themes and the grammars of the given languages that Shiki knows. */
export interface CodeHighlighter {
  /** Shiki, with the grammars loaded. */
  shiki: Highlighter;
  /** The languages it highlights, as codeLanguageId names them. */
  languages: ReadonlySet<string>;
}

export async function loadCodeHighlighter(languages: readonly string[]): Promise<CodeHighlighter> {
  const known = [...new Set(languages.map(codeLanguageId))].filter(isKnownCodeLanguage);
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: known });
  return { shiki, languages: new Set(known) };
}

/** The language a `<code>` names by its `language-*` class (remark's fences, or an author's HTML). */
function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const found = Array.isArray(classes) ? classes.find((name) => String(name).startsWith('language-')) : undefined;
  return found === undefined ? undefined : codeLanguageId(String(found).slice('language-'.length));
}

function highlighted(highlighter: CodeHighlighter, code: string, language: string): Element | undefined {
  if (!highlighter.languages.has(language)) return undefined;
  // Markdown's code ends with a line break, which Shiki would show as an empty last line.
  const root = highlighter.shiki.codeToHast(code.replace(/\n$/, ''), {
    lang: language,
    themes: CODE_THEMES,
    defaultColor: false,
    // Shiki stops colouring a line after 500 ms by default, which a loaded machine can reach (its
    // grammar compiles on the first line): the build must not depend on the load. A minute still bounds a pathological line.
    tokenizeTimeLimit: LINE_TIME_LIMIT_MS,
  });
  const pre = root.children[0];
  return pre?.type === 'element' ? pre : undefined;
}

function plain(code: string): Element {
  const text: ElementContent = { type: 'text', value: code };
  return {
    type: 'element',
    tagName: 'pre',
    properties: { tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [text] }],
  };
}

/** The rehype plugin: replaces each `<pre><code>` of the sanitised body with its block. */
export function rehypeCodeBlocks(highlighter: CodeHighlighter) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || parent === undefined || index === undefined) return;
      const elements = node.children.filter((child) => child.type === 'element');
      const code = elements.length === 1 && elements[0]?.tagName === 'code' ? elements[0] : undefined;
      if (code === undefined) return;
      const language = languageOf(code);
      const text = hastText(code);
      const pre = (language !== undefined && highlighted(highlighter, text, language)) || plain(text);
      const properties = language === undefined ? { className: ['code-block'] } : { className: ['code-block'], dataLanguage: language };
      parent.children[index] = { type: 'element', tagName: 'div', properties, children: [pre] };
      return SKIP;
    });
  };
}
