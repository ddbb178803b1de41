/**
 * The languages of a body's code fences, and whether Shiki knows one: the build loads only the
 * grammars the posts use, and the content check warns about a fence it would show as plain text.
 */
import { bundledLanguages } from 'shiki';

/** Shiki's own names for no grammar: highlighted as plain text in the theme's colours. */
const PLAIN_TEXT = ['text', 'txt', 'plain', 'plaintext'];

/**
 * A fence's opening line, after the quote markers, list markers, footnote label and indentation
 * that may come before it: its backticks or tildes and the first word of its info string.
 */
const FENCE = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)]|\[\^[^\]\n]*\]:)[ \t>]*)*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm;

/** A fence's language as Shiki names it: the info string's first word is case-insensitive (`TS` is `ts`). */
export function codeLanguageId(language: string): string {
  return language.trim().toLowerCase();
}

/** Whether Shiki knows a fence's language (or alias): `ts`, `typescript`, `sh`… (sync; for the content check's warning). */
export function isKnownCodeLanguage(language: string): boolean {
  const id = codeLanguageId(language);
  return Object.hasOwn(bundledLanguages, id) || PLAIN_TEXT.includes(id);
}

/**
 * The code fences' languages of a Markdown body (for createMarkdownRenderer), each once, as
 * codeLanguageId names them. Read line by line rather than parsed, which would cost as much as
 * rendering the body: it may name a language a fence inside another fence or an indented block
 * seems to have (a grammar loaded for nothing), and misses only a language written with
 * character references (```&#x74;s), whose block is then shown as plain text.
 */
export function codeLanguagesOf(markdown: string): string[] {
  const languages = new Set<string>();
  for (const [, info = ''] of markdown.matchAll(FENCE)) {
    // Markdown's backslash escapes, as the parser reads them: ```c\+\+ is c++.
    languages.add(codeLanguageId(info.replace(/\\([!-/:-@[-`{-~])/g, '$1')));
  }
  return [...languages];
}
