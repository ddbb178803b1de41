/**
 * The content benchmark's posts (`npm run bench:content`): a few years of an owner's writing, each
 * post like a real one — about 1,000 words under headings, a table, a TypeScript and a shell code
 * block, links to other posts and to the site's project pages, three tags from a shared set, a
 * cover on one in ten. The same posts every run (a seeded generator), so runs compare.
 */
import fs from 'node:fs';
import path from 'node:path';

const TAGS = [
  'TypeScript',
  'React',
  'Node.js',
  'Automation',
  'AI',
  'Python',
  'Testing',
  'Performance',
  'Accessibility',
  'CSS',
  'Databases',
  'DevOps',
];
const WORDS = (
  'the a build page test client server request response cache query schema table row column type value error check ' +
  'deploy script process queue worker function module component state render data file image font layout budget ' +
  'measure change commit review release user owner team week morning invoice report sheet form field address link ' +
  'quickly slowly carefully once twice again later first last every each small large simple long short clear'
).split(' ');

/** A seeded generator of numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const generatedSlug = (n: number) => `generated-post-${n + 1}`;

/** Post `n` of `count`, as content/posts/<slug>.md holds it. */
export function generatedPost(n: number, count: number, projects: readonly string[], cover: string | undefined): string {
  const next = random(n + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const sentence = (words: number) => {
    const text = Array.from({ length: words }, () => pick(WORDS)).join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  // About 70 words: five sentences of 10 to 18.
  const paragraph = (extra = '') => [...Array.from({ length: 5 }, () => sentence(10 + Math.floor(next() * 9))), extra].join(' ').trim();
  const post = (offset: number) => `/writing/${generatedSlug((n + offset) % count)}/`;
  const project = `/projects/${pick(projects)}/`;
  const tags = [...new Set([pick(TAGS), pick(TAGS), pick(TAGS)])];
  const day = new Date(Date.UTC(2023, 0, 1) + n * 4 * 86_400_000).toISOString().slice(0, 10);
  const title = `Generated post ${n + 1}: ${sentence(6).slice(0, -1)}`;
  return [
    '---',
    '# yaml-language-server: $schema=../../schemas/post.schema.json',
    `title: ${JSON.stringify(title)}`,
    `date: ${day}`,
    `summary: ${JSON.stringify(`${sentence(14)} ${sentence(12)}`)}`,
    `tags: [${tags.join(', ')}]`,
    ...(cover ? [`cover: ${cover}`, `coverAlt: ${JSON.stringify(sentence(9))}`] : []),
    '---',
    '',
    paragraph(`It started with \`npm run build\` and an *honest* question.`),
    '',
    '## Where it started',
    '',
    paragraph(`The [previous post](${post(1)}) has the first half of it.`),
    '',
    paragraph(`The [project page](${project}) shows the result.`),
    '',
    '```ts',
    `export async function measure${n}(pages: readonly string[]): Promise<Map<string, number>> {`,
    '  const sizes = new Map<string, number>();',
    '  for (const page of pages) {',
    '    const response = await fetch(page);',
    '    sizes.set(page, (await response.arrayBuffer()).byteLength);',
    '  }',
    '  return sizes;',
    '}',
    '```',
    '',
    '## What we measured',
    '',
    paragraph(),
    '',
    '| Page | Before | After | Change |',
    '|---|---:|---:|---|',
    ...Array.from(
      { length: 4 },
      (_, row) => `| ${pick(WORDS)} ${row + 1} | ${Math.floor(next() * 900 + 100)} ms | ${Math.floor(next() * 500 + 50)} ms | ${sentence(4)} |`,
    ),
    '',
    paragraph(),
    '',
    '### Running it again',
    '',
    paragraph(`The [reference](https://developer.mozilla.org/en-US/docs/Web/Performance) says the same.`),
    '',
    '```sh',
    `npm run build && npx tsx scripts/measure.ts --pages ${pick(WORDS)} --runs ${(n % 7) + 3}`,
    'git stash && npm run build && git stash pop',
    '```',
    '',
    '## What changed',
    '',
    ...Array.from({ length: 4 }, () => `- ${sentence(8)}`),
    '',
    ...Array.from({ length: 3 }, () => [paragraph(), '']).flat(),
    '## Next',
    '',
    paragraph(`An [older post](${post(count - 7)}) and [another](${post(13)}) go further.`),
    '',
    paragraph(),
    '',
  ].join('\n');
}

/** Writes `count` posts into `<contentDir>/posts/`, beside those there. */
export function writeGeneratedPosts(contentDir: string, count: number, projects: readonly string[], cover?: string): void {
  const dir = path.join(contentDir, 'posts');
  fs.mkdirSync(dir, { recursive: true });
  for (let n = 0; n < count; n++)
    fs.writeFileSync(path.join(dir, `${generatedSlug(n)}.md`), generatedPost(n, count, projects, n % 10 === 0 ? cover : undefined));
}
