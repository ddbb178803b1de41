/**
 * Renders every published post's body once per command (scripts/site/load-site.ts): Markdown to
 * sanitised HTML (scripts/posts/render-markdown.ts) in the words of the language it is written in,
 * each image of public/ as the page shows images, a `<picture>` of the variants the image
 * pipeline made for the post's column.
 */
import type { Element, Properties } from 'hast';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { pageWordsOf } from '../../src/i18n/page-dictionary.ts';
import { postKey } from '../../src/lib/posts.ts';
import { imageKey, type ResponsiveImage } from '../../src/lib/responsive-image.ts';
import type { PostHeading } from '../../src/lib/post-outline.ts';
import type { PostSource } from '../content/posts/load-posts.ts';
import type { DescribedImages } from '../images/content-images.ts';
import type { MarkdownImage, MarkdownWords } from '../posts/render-markdown.ts';

const element = (tagName: string, properties: Properties, children: Element[] = []): Element => ({ type: 'element', tagName, properties, children });

/** An image of a post's body as the page shows it: its variants in a <picture>, its box reserved, loaded as it is scrolled to. */
export function pictureOf(image: ResponsiveImage, alt: string): Element {
  const img = element('img', {
    src: image.src,
    alt,
    width: image.width,
    height: image.height,
    loading: 'lazy',
    decoding: 'async',
    ...(image.srcset ? { srcSet: image.srcset, sizes: image.sizes } : {}),
    ...(image.placeholder ? { style: `background:${image.placeholder}` } : {}),
  });
  if (!image.sources.length) return img;
  return element('picture', {}, [
    ...image.sources.map((source) => element('source', { type: source.type, srcSet: source.srcset, sizes: image.sizes })),
    img,
  ]);
}

export interface PostBodiesInput {
  sources: readonly PostSource[];
  images: DescribedImages;
  localized: ReadonlyMap<string, DeepReadonly<ResolvedContent>>;
  siteUrl: string;
}

/** Each body's HTML and its outline (for its table of contents), by postKey(language it is written in, slug). */
export interface PostBodies {
  html: Map<string, string>;
  outlines: Map<string, PostHeading[]>;
}

export async function renderPostBodies({ sources, images, localized, siteUrl }: PostBodiesInput): Promise<PostBodies> {
  const bodies: PostBodies = { html: new Map(), outlines: new Map() };
  if (!sources.length) return bodies;
  // Loaded here, not with the module: a command that only checks never loads unified and Shiki.
  const { createMarkdownRenderer } = await import('../posts/render-markdown.ts');
  const render = await createMarkdownRenderer([...new Set(sources.flatMap((source) => source.codeLanguages))]);
  for (const source of sources) {
    const content = localized.get(source.language);
    if (!content) continue;
    const words: MarkdownWords = pageWordsOf(content.ui, source.language).writing;
    const image = ({ src, alt }: MarkdownImage) => {
      const described = images.get(imageKey('post', src));
      return described ? pictureOf(described.image, alt) : undefined;
    };
    const { html, headings } = render(source.markdown, { siteUrl, words, image });
    bodies.html.set(postKey(source.language, source.slug), html);
    bodies.outlines.set(postKey(source.language, source.slug), headings);
  }
  return bodies;
}
