/**
 * Issue 19: whatever JSON Resume file `content:import` is given, it ends, in time, with content
 * files the check accepts or locates problems in, or with one line saying what is wrong with the
 * file (located when it is not JSON). Each run mutates one of the JSON Resume fixtures at random.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { toJsonResume } from '../../scripts/resume/to-json-resume.ts';
import { sampleCv, sampleSiteRoot } from '../support/sample-site.ts';
import { Compiler } from './support/compiler.ts';
import { assertProperty, fuzzSettings, RUN_TIMEOUT_SECONDS } from './support/fuzz-settings.ts';
import { expectLocated, STACK_LINE } from './support/located.ts';
import { anyMutation, applyMutations, describeMutation, type Mutation } from './support/mutations.ts';

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'resume');
// The fixtures (JSON Resume 0.x to 1.3, from other tools), and the sample's own export, whose
// meta.portfolio section the importer reads back.
const resumes = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-resumes-'));
fs.cpSync(fixtures, resumes, { recursive: true });
for (const lang of ['en', 'fr']) fs.writeFileSync(path.join(resumes, `exported-${lang}.json`), JSON.stringify(toJsonResume(sampleCv(lang)), null, 2));
const names = fs.readdirSync(resumes).sort();
// What can be done to a JSON file: everything but writing into images.
const mutation = anyMutation.filter((m) => m.kind !== 'image');

let compiler: Compiler;
beforeAll(() => {
  compiler = new Compiler(RUN_TIMEOUT_SECONDS);
});
afterAll(() => {
  compiler.stop();
  fs.rmSync(resumes, { recursive: true, force: true });
});

async function imports(resume: number, mutations: readonly Mutation[]): Promise<'imported' | 'refused'> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-import-'));
  const name = names[resume % names.length] ?? '';
  const files = { content: [name], images: [] };
  try {
    fs.copyFileSync(path.join(resumes, name), path.join(root, name));
    // The sample's icon: the check is about what the import wrote.
    fs.mkdirSync(path.join(root, 'public'));
    fs.copyFileSync(path.join(sampleSiteRoot, 'public', 'favicon.svg'), path.join(root, 'public', 'favicon.svg'));
    applyMutations(root, files, mutations);
    const file = path.join(root, name);
    const imported = await compiler.run({ task: 'import', root, file });
    if (imported.kind !== 'import') return expectLocated(imported, root) as never;
    expect(imported.output).not.toMatch(STACK_LINE);
    if (imported.code !== 0) {
      // One message about the file: where it is not JSON, or why it is not a JSON Resume.
      expect(imported.code).toBe(1);
      expect(imported.output.split('\n')).toHaveLength(1);
      return 'refused';
    }
    // What was written is content like any other: the check accepts it or locates its problems.
    expectLocated(await compiler.run({ task: 'check', root }), root);
    return 'imported';
  } catch (error) {
    throw new Error(`${(error as Error).message}\nafter: ${mutations.map((m) => describeMutation(m, files)).join('; ')}`, { cause: error });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

it('imports a mutated JSON Resume, or says in one line what is wrong with it', { timeout: 3_600_000 }, async () => {
  const settings = fuzzSettings('content:import', { test: 60, long: 600 });
  const ends = { imported: 0, refused: 0 };
  const started = performance.now();
  await assertProperty(
    fc.asyncProperty(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), async (resume, mutations) => {
      ends[await imports(resume, mutations)]++;
    }),
    settings,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const runs = ends.imported + ends.refused;
  console.log(`fuzz content:import: ${runs} runs in ${seconds} s: ${ends.imported} imported, ${ends.refused} refused in one line`);
  // Both ends are reached, or the mutations test little.
  if (runs >= 10) expect(Math.min(ends.imported, ends.refused)).toBeGreaterThan(0);
});
