/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) from the feed package's 1.0, which is
 * the same but for three fields: the version, the feed's `language`, and `authors` (a list)
 * where 1.0 has `author`, which is kept beside it for 1.0 readers, as the specification allows.
 */

interface JsonAuthor {
  name?: string;
  url?: string;
  avatar?: string;
}

interface JsonItem {
  author?: JsonAuthor;
  [field: string]: unknown;
}

interface JsonFeed {
  version: string;
  author?: JsonAuthor;
  items: JsonItem[];
  [field: string]: unknown;
}

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

const authors = (author: JsonAuthor | undefined) => (author ? { authors: [author] } : {});

/** The 1.0 feed `json1` (the feed package's `json1()`) as JSON Feed 1.1 in `language`. */
export function jsonFeed11(json1: string, language: string): string {
  // The feed package's own output: its shape is the interface above.
  const feed = JSON.parse(json1) as JsonFeed;
  const upgraded = {
    ...feed,
    version: JSON_FEED_VERSION,
    language,
    ...authors(feed.author),
    items: feed.items.map((item) => ({ ...item, ...authors(item.author) })),
  };
  return `${JSON.stringify(upgraded, null, 2)}\n`;
}
