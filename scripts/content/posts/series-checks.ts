/**
 * The series of the posts (front matter `series:` and `seriesOrder:`), checked across the posts:
 * an order needs a series, a series ordered by `seriesOrder` needs it on every part, two parts
 * never share a place, and a series has one name, as a tag does.
 */
import { tagSlug } from '../../../src/lib/posts.ts';
import type { PostFile } from './read-posts.ts';

type Report = (post: PostFile, pointer: string, message: string, hint: string, severity?: 'error' | 'warning') => void;

export function checkSeries(posts: readonly PostFile[], report: Report): void {
  const series = new Map<string, PostFile[]>();
  for (const post of posts) {
    const { series: name, seriesOrder } = post.frontMatter;
    if (name === undefined) {
      if (seriesOrder !== undefined) report(post, '/seriesOrder', 'seriesOrder is a place in a series, and this post names none', 'add the series it is part of (series: …), or remove seriesOrder');
      continue;
    }
    const key = tagSlug(name);
    if (!key) {
      report(post, '/series', `the series ${name} has no letter or digit to tell it by`, 'write it with at least one letter or digit');
      continue;
    }
    series.set(key, [...(series.get(key) ?? []), post]);
  }
  for (const parts of series.values()) checkParts(parts, report);
}

function checkParts(parts: readonly PostFile[], report: Report): void {
  const [first] = parts;
  const name = first?.frontMatter.series ?? '';
  const ordered = parts.filter((part) => part.frontMatter.seriesOrder !== undefined);
  const places = new Map<number, PostFile>();
  for (const part of parts) {
    const { series: own = '', seriesOrder } = part.frontMatter;
    if (first && own !== name) report(part, '/series', `the series ${own} is written ${name} in ${first.file}`, `write it the same way in every part: ${name}`, 'warning');
    if (seriesOrder === undefined) {
      if (ordered.length) report(part, '/series', `the other parts of the series ${name} have a seriesOrder, and this one has none`, 'give it its place in the series: seriesOrder: 1 for the first part');
      continue;
    }
    const taken = places.get(seriesOrder);
    if (taken) report(part, '/seriesOrder', `part ${seriesOrder} of the series ${name} is ${taken.file} already`, 'give each part its own place: 1, 2, 3…');
    else places.set(seriesOrder, part);
  }
}
