/**
 * Issue 19: whatever is in content/ and public/, the content compiler ends, in time, with the
 * site or with located problems. Each run copies the sample site, mutates it at random
 * (support/mutations.ts) and compiles it in a child process that can be stopped
 * (support/compiler.ts): the check, the translations laid over the base, the images decoded, and,
 * for hostile text that leaves the content valid, the whole build into dist/.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compiler } from './support/compiler.ts';
import { copyOf, makeFuzzBase, type FuzzSite } from './support/fuzz-site.ts';
import { assertProperty, fuzzSettings, RUN_TIMEOUT_SECONDS } from './support/fuzz-settings.ts';
import { expectLocated } from './support/located.ts';
import { anyMutation, applyMutations, describeMutation, textMutation, type Mutation } from './support/mutations.ts';

let base: FuzzSite;
let compiler: Compiler;
let stats = { ok: 0, problems: 0 };

/**
 * Runs a property and says how its runs ended. A property whose mutations never reach a success
 * (or never a refusal) tests little: with enough runs, both must happen.
 */
async function counted(name: string, property: () => Promise<void>, expectRefusals = true): Promise<void> {
  stats = { ok: 0, problems: 0 };
  const started = performance.now();
  await property();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const runs = stats.ok + stats.problems;
  console.log(`fuzz ${name}: ${runs} runs in ${seconds} s: ${stats.ok} compiled, ${stats.problems} refused with located problems`);
  // A property that only refuses tests little; one that may build must build at least once, however few its runs.
  if (runs >= 10 || !expectRefusals) expect(stats.ok, 'runs that compiled').toBeGreaterThan(0);
  if (runs >= 10 && expectRefusals) expect(stats.problems, 'runs refused with located problems').toBeGreaterThan(0);
}

beforeAll(async () => {
  base = await makeFuzzBase();
  compiler = new Compiler(RUN_TIMEOUT_SECONDS);
});
afterAll(() => {
  compiler.stop();
  base.remove();
});

async function compiles(task: 'check' | 'build', mutations: readonly Mutation[]): Promise<void> {
  const site = copyOf(base);
  const files = { content: base.contentFiles, images: base.imageFiles };
  try {
    applyMutations(site.root, files, mutations);
    const outcome = await compiler.run({ task, root: site.root });
    try {
      expectLocated(outcome, site.root);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nafter: ${mutations.map((m) => describeMutation(m, files)).join('; ')}`, { cause: error });
    }
    stats[outcome.kind === 'ok' ? 'ok' : 'problems']++;
    if (process.env.FUZZ_DEBUG && outcome.kind === 'problems')
      console.log(
        outcome.problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.at.line} ${p.field} ${p.message.slice(0, 100)}`)[0],
      );
  } finally {
    site.remove();
  }
}

describe('the content compiler, on mutated content', () => {
  it('ends with the site or with located problems, whatever the mutation', { timeout: 3_600_000 }, async () => {
    const settings = fuzzSettings('content and images', { test: 30, long: 600 });
    await counted('content and images', () =>
      assertProperty(
        fc.asyncProperty(fc.array(anyMutation, { minLength: 1, maxLength: 3 }), (mutations) => compiles('check', mutations)),
        settings,
      ),
    );
  });

  it('builds the whole site, or says where the problem is, with hostile text in any field', { timeout: 3_600_000 }, async () => {
    const settings = fuzzSettings('hostile text, built', { test: 2, long: 50 });
    await counted(
      'hostile text, built',
      () =>
        assertProperty(
          fc.asyncProperty(fc.array(textMutation, { minLength: 1, maxLength: 4 }), (mutations) => compiles('build', mutations)),
          settings,
        ),
      false,
    );
  });
});
