/**
 * What a visitor's browser fetches on first load of a prerendered page, read from its HTML:
 * the document, its entry script and modulepreloads, blocking head scripts, stylesheets, icons
 * and the images that are not lazy-loaded.
 */
export interface FirstLoad {
  scripts: string[];
  stylesheets: string[];
  images: string[];
  /** Whether the page's CSS is inlined (styled-components' prerendered style tag). */
  inlineCss: boolean;
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

export function firstLoad(html: string): FirstLoad {
  const tags = html.match(/<(script|link|img)\b[^>]*>/g) ?? [];
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const images: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') scripts.push(href);
      else if (rel === 'stylesheet') stylesheets.push(href);
      else if (rel === 'icon' || rel === 'preload') images.push(href);
    } else if (!/\sloading="lazy"/.test(tag)) {
      const src = attr(tag, 'src');
      if (src) images.push(src);
    }
  }
  return { scripts: [...new Set(scripts)], stylesheets, images: [...new Set(images)], inlineCss: /<style data-styled="true"[^>]*>[^<]+<\/style>/.test(html) };
}
