/**
 * Every image of the body, as the page shows it: each goes through `options.image` (with its
 * address, alternative text, title and a running index), whose element replaces the `<img>`;
 * without one, the `<img>` stays, loaded lazily. An image alone in its paragraph is a figure,
 * captioned by its title. An image whose address the sanitiser refused leaves its alternative text.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { MarkdownImage, RenderOptions } from './markdown-options.ts';

function described(img: Element): MarkdownImage | undefined {
  const { src, alt, title } = img.properties;
  if (typeof src !== 'string' || src === '') return undefined;
  return { src, alt: typeof alt === 'string' ? alt : '', ...(typeof title === 'string' && title !== '' ? { title } : {}) };
}

/** The sanitised <img> as it is (its width and height kept), loaded lazily; a captioned image's title is its caption, said once. */
function plainImage(img: Element, captioned: boolean): Element {
  const { title, ...properties } = img.properties;
  return { ...img, properties: { ...properties, ...(captioned ? {} : { title }), loading: 'lazy', decoding: 'async' } };
}

/** The image a paragraph holds alone (white space aside), if it does. */
function loneImage(paragraph: Element): Element | undefined {
  const content = paragraph.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  const only = content.length === 1 ? content[0] : undefined;
  return paragraph.tagName === 'p' && only?.type === 'element' && only.tagName === 'img' ? only : undefined;
}

function figure(content: Element, caption: string | undefined): Element {
  const figcaption: ElementContent[] =
    caption === undefined ? [] : [{ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }];
  return { type: 'element', tagName: 'figure', properties: {}, children: [content, ...figcaption] };
}

export function rehypeBodyImages(image: RenderOptions['image']) {
  return (tree: Root) => {
    let count = 0;
    /** The image's markup, or its alternative text when it has no address left. */
    const shown = (img: Element, captioned: boolean): ElementContent => {
      const source = described(img);
      if (source === undefined) return { type: 'text', value: typeof img.properties.alt === 'string' ? img.properties.alt : '' };
      return image?.(source, count++) ?? plainImage(img, captioned && source.title !== undefined);
    };
    // Depth first, in the body's order: a paragraph is met before its image, so the index follows the reading order.
    visit(tree, 'element', (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      const lone = loneImage(node);
      if (lone !== undefined) {
        const content = shown(lone, true);
        const title = described(lone)?.title;
        parent.children[index] =
          content.type === 'element' ? figure(content, title) : { type: 'element', tagName: 'p', properties: {}, children: [content] };
        return SKIP;
      }
      if (node.tagName !== 'img') return;
      parent.children[index] = shown(node, false);
      return SKIP;
    });
  };
}
