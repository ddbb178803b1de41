/**
 * The author's HTML elements the sanitiser (sanitize-schema.ts) removes with everything inside them;
 * the content check (content/posts/body-html.ts) does not read inside them either.
 */
export const STRIPPED = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
];
