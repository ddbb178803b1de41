/**
 * Everything a page can show as text, read from its HTML: its text (not its scripts' or styles'),
 * the attributes a browser shows or reads out (alt, title, placeholder, aria-label), and the
 * strings of the island props it carries (what its widgets render).
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document | DefaultTreeAdapterTypes.DocumentFragment;

const SHOWN_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'value']);

function strings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => strings(item, into));
}

function walk(node: Node, into: string[]): void {
  if (node.nodeName === '#text' && 'value' in node) into.push(node.value);
  if ('attrs' in node) for (const { name, value } of node.attrs) if (SHOWN_ATTRIBUTES.has(name)) into.push(value);
  if (node.nodeName === 'script' && 'attrs' in node && node.attrs.some((a) => a.name === 'type' && a.value === 'application/json')) {
    const [text] = node.childNodes;
    if (text && 'value' in text) strings(JSON.parse(text.value), into);
    return;
  }
  if (['script', 'style', 'noscript', 'head'].includes(node.nodeName)) return;
  for (const child of 'childNodes' in node ? node.childNodes : []) walk(child, into);
  if (node.nodeName === 'template' && 'content' in node) walk(node.content, into);
}

/** The distinct characters a page shows, blanks and controls left out. */
export function shownCharacters(html: string): Set<string> {
  const texts: string[] = [];
  walk(parse(html), texts);
  return new Set([...texts.join('')].filter((character) => !/[\p{C}\p{Z}\s]/u.test(character)));
}
