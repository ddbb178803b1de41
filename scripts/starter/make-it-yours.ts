/**
 * `npm run make-it-yours`: the sample site becomes the owner's. Their content is imported from
 * their JSON Resume, or from a few answers (a JSON Resume of their basics); every file of the
 * sample's content/ goes (posts, translations, sections of its own, its settings: the editor's
 * repository, the analytics domain, the EmailJS ids), and so do its images in public/: every path
 * the sample ships. Files the owner added stay, listed; a GitHub facts file the owner keeps loses
 * the sample's repositories only.
 * Nothing is written until all is known.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../../src/content/types.ts';
import { checkContent, type CheckResult } from '../content/check-content.ts';
import { dropRepositoriesOf } from '../github/facts-file.ts';
import { FACTS_FILE } from '../github/site-github-facts.ts';
import { engineRelease, withRelease } from '../migrations/content-release.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { contentFileTexts, type ContentFileText } from '../resume/content-files.ts';
import { importJsonResume, type ImportResult } from '../resume/import-json-resume.ts';
import { filesUnder } from './files-under.ts';
import { findSampleTraces, isSampleContent, type Trace } from './find-traces.ts';
import { sampleOwner, starterRoot } from './sample-owner.ts';

export interface Answers {
  name: string;
  email: string;
  /** Where the site is published (https). */
  url: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** One line saying what the owner does; optional. */
  headline?: string;
}

export type Source = { resume: unknown; file: string; languages?: readonly string[] } | { answers: Answers };

export interface MadeYours {
  /** Files removed and written, relative to the project (`content/posts/a.md`). */
  removed: string[];
  written: string[];
  /** Files in content/ and public/ that are not the sample's, left as they were. */
  kept: string[];
  imported: ImportResult;
  files: ContentFileText[];
  check: CheckResult;
  /** The sample owner, still named somewhere in content/ or public/ (nothing, when all went well). */
  traces: Trace[];
}

export class NotTheSampleError extends Error {}

/** Replaces the sample in the project at `root` with the owner's content; `force` replaces content that is not the sample's too. */
export function makeItYours(root: string, source: Source, force = false): MadeYours {
  const paths = contentPaths(root);
  if (uncommitted(root)) {
    throw new NotTheSampleError('content/ or public/ has changes that are not committed: commit them first, so that git keeps what this replaces.');
  }
  if (!force && fs.existsSync(paths.contentDir) && !isSampleContent(paths.contentDir)) {
    throw new NotTheSampleError(
      'content/ is not the sample site any more: its profile names someone else. Making it yours would replace it; ' +
        'run again with --force to replace it anyway (commit first: git keeps what it replaces).',
    );
  }
  const { doc, file, languages } =
    'answers' in source
      ? { doc: answersResume(source.answers), file: 'your answers', languages: source.answers.languages }
      : { doc: source.resume, file: source.file, languages: source.languages ?? [] };
  const imported = importJsonResume(doc, languages[0] ? { lang: languages[0] } : {});
  if (languages.length > 1) imported.content.site = withLanguages(imported.content.site, languages);
  const files = contentFileTexts(imported.content, imported.todos, file);

  const rel = (full: string) => path.relative(root, full).split(path.sep).join('/');
  // The sample's files are the paths the sample ships (the site's icon is the owner's to keep or replace); anything else is the owner's and stays.
  const starter = new Set(
    ['content', 'public'].flatMap((dir) =>
      filesUnder(path.join(starterRoot, dir)).map((full) => path.relative(starterRoot, full).split(path.sep).join('/')),
    ),
  );
  starter.delete('public/favicon.svg');
  const present = [...filesUnder(paths.contentDir), ...filesUnder(paths.publicDir)];
  const sample = present.filter((full) => starter.has(rel(full)));
  const factsFile = path.join(paths.contentDir, FACTS_FILE);

  for (const full of sample) fs.rmSync(full);
  // The owner created the facts file (scripts/github/); the sample's repositories' facts a build kept there go.
  const factsChanged = fs.existsSync(factsFile) && dropRepositoriesOf(factsFile, sampleOwner().github);
  removeEmptyFolders(paths.contentDir);
  removeEmptyFolders(paths.publicDir);
  for (const f of files) {
    const target = path.join(paths.contentDir, f.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written for this release: an upgrade migrates it from here.
    fs.writeFileSync(target, f.name === 'site' ? withRelease(f.text, engineRelease(repoRoot)) : f.text);
  }
  const written = [...files.map((f) => `content/${f.file}`), ...(factsChanged ? [rel(factsFile)] : [])];
  return {
    removed: sample.map(rel).filter((file) => !written.includes(file)),
    written,
    kept: present.filter((full) => !sample.includes(full) && !written.includes(rel(full))).map(rel),
    imported,
    files,
    check: checkContent(paths),
    traces: findSampleTraces([paths.contentDir, paths.publicDir]),
  };
}

/** Whether the project is a git repository with uncommitted changes in content/ or public/. */
function uncommitted(root: string): boolean {
  const status = spawnSync('git', ['status', '--porcelain', '--', 'content', 'public'], { cwd: root, encoding: 'utf8' });
  return status.status === 0 && status.stdout.trim() !== '';
}

/** The answers as the JSON Resume they stand for: the import writes the rest, each invented value marked TODO. */
function answersResume(answers: Answers): unknown {
  return { basics: { name: answers.name, email: answers.email, url: answers.url, ...(answers.headline ? { label: answers.headline } : {}) } };
}

/** `languages` right after `language`, where the README shows it. */
function withLanguages(site: Site, languages: readonly string[]): Site {
  return Object.fromEntries(
    Object.entries(site).flatMap(([key, value]) =>
      key === 'language'
        ? [
            [key, languages[0]],
            ['languages', [...languages]],
          ]
        : [[key, value]],
    ),
  ) as Site;
}

function removeEmptyFolders(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const inner = path.join(dir, entry.name);
    removeEmptyFolders(inner);
    if (fs.readdirSync(inner).length === 0) fs.rmdirSync(inner);
  }
}
