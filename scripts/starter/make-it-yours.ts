/**
 * `npm run make-it-yours`: the sample site becomes the owner's. Their content is imported from
 * their JSON Resume, or from a few answers (a JSON Resume of their basics); every file of the
 * sample's content/ goes (posts, translations, sections of its own, its settings: the editor's
 * repository, the analytics domain, the EmailJS ids), and so does every image in public/ that only
 * the sample used. Files the owner added to public/ stay. Nothing is written until all is known.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../../src/content/types.ts';
import { checkContent, type CheckResult } from '../content/check-content.ts';
import { engineRelease, withRelease } from '../migrations/content-release.ts';
import { contentPaths, repoRoot } from '../paths.ts';
import { contentFileTexts, type ContentFileText } from '../resume/content-files.ts';
import { importJsonResume, type ImportResult } from '../resume/import-json-resume.ts';
import { filesUnder } from './files-under.ts';
import { findSampleTraces, isSampleContent, type Trace } from './find-traces.ts';

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
  /** Files in public/ that are not the sample's, left as they were. */
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
  const oldContent = filesUnder(paths.contentDir);
  const newText = files.map((f) => f.text).join('\n');
  // The sample's images: what its content refers to, or names it, and the owner's new content does not use.
  const referenced = new Set(
    oldContent.flatMap((full) => [...fs.readFileSync(full, 'utf8').matchAll(/\/images\/[^\s"')\]]+/g)].map(([image]) => image)),
  );
  const tracedPublic = new Set(findSampleTraces([paths.publicDir]).map((trace) => trace.file));
  const publicFiles = filesUnder(paths.publicDir);
  const sampleImage = (full: string) => {
    const address = `/${path.relative(paths.publicDir, full).split(path.sep).join('/')}`;
    return (referenced.has(address) || tracedPublic.has(rel(full))) && !newText.includes(address);
  };
  const removedImages = publicFiles.filter(sampleImage);

  fs.rmSync(paths.contentDir, { recursive: true, force: true });
  for (const full of removedImages) fs.rmSync(full);
  removeEmptyFolders(paths.publicDir);
  for (const f of files) {
    const target = path.join(paths.contentDir, f.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written for this release: an upgrade migrates it from here.
    fs.writeFileSync(target, f.name === 'site' ? withRelease(f.text, engineRelease(repoRoot)) : f.text);
  }
  const written = files.map((f) => `content/${f.file}`);
  return {
    removed: [...oldContent.map(rel).filter((file) => !written.includes(file)), ...removedImages.map(rel)],
    written,
    kept: publicFiles.filter((full) => !removedImages.includes(full)).map(rel),
    imported,
    files,
    check: checkContent(paths),
    traces: findSampleTraces([paths.contentDir, paths.publicDir]),
  };
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
