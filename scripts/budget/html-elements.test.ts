import { parse } from 'parse5';
import { expect, it } from 'vitest';
import { attribute, elements, textOf } from './html-elements.ts';

const tags = (html: string, skip?: Parameters<typeof elements>[1]) => [...elements(parse(html), skip)].map((element) => element.tagName);

it('walks the elements in document order, into a template’s content, and past what `skip` leaves out with all it holds', () => {
  const html = '<p><b></b></p><template><i></i></template><noscript><u></u></noscript><!-- <s></s> -->';
  expect(tags(html)).toEqual(['html', 'head', 'body', 'p', 'b', 'template', 'i', 'noscript']);
  expect(tags(html, (element) => element.tagName === 'p')).toEqual(['html', 'head', 'body', 'template', 'i', 'noscript']);
});

it('reads an attribute by its name, decoded, and not one in a namespace; and an element’s own text', () => {
  const page = [...elements(parse('<svg><use xlink:href="#a" title="a &amp; b"></use></svg><script>{"a":"<b>"}</script>'))];
  const [use, script] = ['use', 'script'].map((tag) => page.find((element) => element.tagName === tag));
  expect(use && [attribute(use, 'href'), attribute(use, 'title')]).toEqual([undefined, 'a & b']);
  expect(script && textOf(script)).toBe('{"a":"<b>"}');
});
