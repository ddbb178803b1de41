/**
 * How long the renderer takes over a year's worth of posts: 200 bodies of an average post
 * (≈1,200 words, three highlighted code blocks, a table, a task list, images, links and
 * footnotes), rendered one after the other. A measurement to run by hand, not a test:
 *
 *   npx tsx scripts/posts/measure-render.ts
 */
import { performance } from 'node:perf_hooks';
import { CODE_SAMPLES } from './code-samples.ts';
import { codeLanguagesOf, createMarkdownRenderer } from './render-markdown.ts';

const paragraph = (n: number) =>
  `Paragraph ${n} explains a **decision** with _some_ emphasis, \`inline code\`, a [link to the docs](https://developer.mozilla.org/en-US/docs/Web/HTML) and an [internal one](/writing/other-post/). ${'The words go on to fill the paragraph with an ordinary amount of prose. '.repeat(4)}`;
const fence = (language: 'ts' | 'bash' | 'json') => `\`\`\`${language}\n${CODE_SAMPLES[language] ?? ''}\`\`\``;

function averagePost(n: number): string {
  return [
    `Introduction to post ${n}.[^1]`,
    ...[1, 2, 3].map(paragraph),
    '## Setting up',
    fence('ts'),
    ...[4, 5].map(paragraph),
    '| Option | Default | Meaning |\n| --- | --- | --- |\n| `port` | 8080 | Where it listens |\n| `host` | localhost | Who may connect |',
    '## Running it',
    fence('bash'),
    '- [x] Build\n- [ ] Deploy\n- [ ] Celebrate',
    `![A diagram of the build](./diagram-${n}.png "How the build fits together")`,
    ...[6, 7, 8].map(paragraph),
    '### Configuration',
    fence('json'),
    ...[9, 10, 11, 12].map(paragraph),
    'See also <https://example.org/reference> and the note.[^2]',
    '[^1]: A first note.\n[^2]: A second note, with a [link](https://example.net/).',
  ].join('\n\n');
}

const posts = Array.from({ length: 200 }, (_, n) => averagePost(n));
// The same posts without their code: what the highlighting costs.
const prose = posts.map((post) => post.replace(/```\w+\n[^]*?```/g, ''));
let started = performance.now();
const render = await createMarkdownRenderer([...new Set(posts.flatMap(codeLanguagesOf))]);
console.log(`highlighter: ${(performance.now() - started).toFixed(0)} ms`);
const options = {
  siteUrl: 'https://example.com/',
  words: {
    footnotes: 'Notes',
    backToReference: (n: number) => `Back to reference ${n}`,
    externalLink: '(another site)',
    taskDone: 'Done',
    taskOpen: 'Not done',
    headingLink: (heading: string) => `Link to “${heading}”`,
  },
};
for (const [label, bodies] of [
  ['average posts', posts],
  ['the same without code', prose],
] as const) {
  for (const body of bodies.slice(0, 20)) render(body, options);
  started = performance.now();
  // Wall time, which on a shared machine counts other processes' turns too, and CPU time, which counts the garbage collector's threads.
  const cpu = process.cpuUsage();
  let bytes = 0;
  for (const body of bodies) bytes += render(body, options).html.length;
  const rendered = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const words = (bodies[0] ?? '').split(/\s+/).length;
  console.log(
    `200 ${label} (${words} words): ${rendered.toFixed(0)} ms (${((user + system) / 1000).toFixed(0)} ms of CPU), ` +
      `${(rendered / 200).toFixed(2)} ms each, ${(bytes / 200 / 1024).toFixed(1)} kB of HTML each`,
  );
}
