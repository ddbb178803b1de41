/**
 * Fills the `%PLACEHOLDERS%` of src/index.html from site.yaml, in dev and in the build,
 * so the document's language, title and description come from content like everything else.
 */
interface SiteHead {
  title: string;
  description: string;
  url: string;
  language: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function fillHead(html: string, site: SiteHead): string {
  return html
    .replace(/%LANG%/g, escapeHtml(site.language))
    .replace(/%TITLE%/g, escapeHtml(site.title))
    .replace(/%DESCRIPTION%/g, escapeHtml(site.description))
    .replace(/%CANONICAL%/g, escapeHtml(new URL('/', site.url).href));
}
