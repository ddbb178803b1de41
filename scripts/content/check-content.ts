/**
 * Checks every file in content/ against its schema and against each other, and collects
 * every problem in one pass, located at file:line:col.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import type { ContentPaths } from '../paths.ts';
import { checkSiteIcon } from '../images/check-image.ts';
import { crossCheck } from './cross-checks.ts';
import { loadCustomSections, sectionName } from './custom-sections.ts';
import { checkSectionOrder, unlistedSection } from './section-order.ts';
import { uiKeys } from './ui-keys.ts';
import { checkUiTexts } from './ui-texts.ts';
import { unknownFiles } from './unknown-files.ts';
import { checkTranslations, unpublishedTranslations } from './check-translations.ts';
import { loadContentFile } from './load-content-file.ts';
import type { CheckOptions, CheckResult } from './check-result.ts';
import { loadPosts } from './posts/load-posts.ts';
import { siteFacts } from './posts/site-addresses.ts';
import { CUSTOM_SECTIONS, resolveContent, resolveLanguage, withoutEmptyWriting } from './resolve-content.ts';
import { siteLanguages } from './site-languages.ts';
import { fieldName, formatProblems, sortProblems, strictly, type Problem } from './problem.ts';
import { loadSchemas } from './schemas.ts';
import type { LineIndex } from './source-map.ts';
import { locate, NO_LOCATIONS, type Locations } from './yaml-positions.ts';
import { notMigratedResult } from './not-migrated.ts';

export type { CheckOptions, CheckResult } from './check-result.ts';

export function withProblems(result: CheckResult, extra: readonly Problem[]): CheckResult {
  if (!extra.length) return result;
  const problems = sortProblems([...result.problems, ...extra]);
  const ok = result.ok && !extra.some((p) => p.severity === 'error');
  const report = formatProblems(problems, result.sources);
  return { ...result, problems, ok, report, content: ok ? result.content : undefined, localized: ok ? result.localized : undefined };
}

export function checkContent(paths: ContentPaths, options: CheckOptions = {}): CheckResult {
  const { names, validators, raw, translationValidators, sections: sectionSchemas, ui, post } = loadSchemas(paths.schemaDir);
  const notMigrated = notMigratedResult(paths, raw);
  if (notMigrated) return notMigrated;
  const problems: Problem[] = [];
  const indexes = new Map<string, LineIndex>();
  const sink = { problems, indexes };
  const locations = new Map<string, Locations>();
  const data = new Map<string, unknown>();
  // Everything that parsed, valid or not (cross-file checks still have something to say).
  const parsed = new Map<string, unknown>();
  const inContent = (inside: string) => path.relative(paths.root, path.join(paths.contentDir, inside)).split(path.sep).join('/');
  const rel = (name: string) => inContent(`${name}.yaml`);

  for (const name of names) {
    const file = rel(name);
    const full = path.join(paths.contentDir, `${name}.yaml`);
    if (!fs.existsSync(full)) {
      const hint = `create it (its fields are described in schemas/${name}.schema.json)`;
      problems.push({ file, at: { line: 1, col: 1 }, field: '', severity: 'error', message: 'file is missing', hint });
      continue;
    }
    const loaded = loadContentFile(full, file, validators.get(name), sink);
    if (!loaded) continue;
    locations.set(name, loaded.locations);
    parsed.set(name, loaded.data);
    if (loaded.valid) data.set(name, loaded.data);
  }

  // The owner's sections join the files under their content name (`sections/talks`), so the checks across files see them too.
  const sections = loadCustomSections(paths.contentDir, inContent, sectionSchemas, sink);
  for (const [id, section] of sections) {
    locations.set(sectionName(id), section.locations);
    parsed.set(sectionName(id), section.data);
  }
  const validSections = new Map([...sections].filter(([, section]) => section.valid).map(([id, section]) => [id, section.data]));
  problems.push(...unknownFiles(paths.contentDir, names, rel));

  crossCheck(paths.publicDir, parsed, (name, pointer, message, hint, severity = 'error') => {
    const loc = locations.get(name);
    const at = loc ? locate(loc, pointer).value : { line: 1, col: 1 };
    problems.push({ file: rel(name), at, field: fieldName(pointer), severity, message, hint });
  });

  const siteAt = (pointer: string) => locate(locations.get('site') ?? NO_LOCATIONS, pointer).value;
  const siteError = (pointer: string, message: string, hint: string) => {
    problems.push({ file: rel('site'), at: siteAt(pointer), field: fieldName(pointer), severity: 'error', message, hint });
  };
  checkSectionOrder(parsed.get('site'), [...sections.keys()], { site: siteError, unlisted: (id) => problems.push(unlistedSection(id, rel(sectionName(id)))) });

  for (const finding of checkSiteIcon(path.join(paths.publicDir, 'favicon.svg'))) {
    const file = path.relative(paths.root, path.join(paths.publicDir, 'favicon.svg')).split(path.sep).join('/');
    problems.push({ file, at: { line: 1, col: 1 }, field: '', ...finding });
  }

  const languages = siteLanguages(parsed.get('site'), siteError);
  // Without a readable site.yaml the languages are unknown: its own error says so.
  for (const dir of parsed.has('site') ? unpublishedTranslations(paths.contentDir, languages) : []) {
    const hint = `add ${dir} to \`languages\` in content/site.yaml to publish it, or remove the folder`;
    const file = `${rel(dir).replace(/\.yaml$/, '')}/`;
    problems.push({ file, at: { line: 1, col: 1 }, field: '', severity: 'warning', message: 'translations that are not published', hint });
  }
  // Translations are matched only against valid base files: an invalid one's own errors come first,
  // and its entries (a list replaced by a typo) would make every translated entry look unmatched.
  const resolved = new Map<string, unknown>([...data].map(([name, value]) => [name, resolveContent(name, value)]));
  resolved.set(CUSTOM_SECTIONS, Object.fromEntries(validSections));
  const translations =
    languages.length > 1
      ? checkTranslations(
          {
            root: paths.root,
            contentDir: paths.contentDir,
            languages,
            names,
            base: resolved,
            baseLocations: locations,
            schemas: sectionSchemas.files,
            validators: translationValidators,
            sections: { ids: [...sections.keys()], schemas: sectionSchemas },
          },
          sink,
        )
      : { localized: new Map<string, Map<string, unknown>>(), summaries: [] };

  const interfaceTexts = checkUiTexts(
    {
      root: paths.root,
      contentDir: paths.contentDir,
      languages,
      keys: uiKeys(),
      validate: ui,
      languagePointer: (index) => ({ file: rel('site'), at: siteAt(`/languages/${index}`) }),
    },
    sink,
  );
  resolved.set('ui', interfaceTexts.texts.get(languages[0] ?? ''));
  for (const [language, files] of translations.localized) files.set('ui', interfaceTexts.texts.get(language));

  const facts = siteFacts(resolved.get('site'), resolved.get('projects'), data.get('profile'));
  const { byLanguage, ...posts } = loadPosts({ ...paths, languages, schemas: post, drafts: options.drafts ?? false, ...facts }, sink);
  for (const [language, files] of [[languages[0], resolved] as const, ...translations.localized]) files.set('posts', byLanguage.get(language ?? ''));

  const found = sortProblems(options.strict ? strictly(problems) : problems);
  const ok = !found.some((p) => p.severity === 'error');
  // Every file was validated against its schema, and Content is generated from those schemas; a
  // translation can only hold what those schemas allow, and is laid over a valid base.
  const typed = <T,>(files: ReadonlyMap<string, unknown>) => Object.fromEntries(files) as unknown as DeepReadonly<T>;
  const content = ok ? typed<Content>(new Map([...data, [CUSTOM_SECTIONS, Object.fromEntries(validSections)]])) : undefined;
  const [defaultLanguage = 'en'] = languages;
  const inLanguage = (language: string, files: ReadonlyMap<string, unknown>) =>
    [language, typed<ResolvedContent>(withoutEmptyWriting(resolveLanguage(files, language), posts.sources.length > 0))] as const;
  const localized = ok ? new Map([inLanguage(defaultLanguage, resolved), ...[...translations.localized].map(([language, files]) => inLanguage(language, files))]) : undefined;
  const report = found.length ? formatProblems(found, indexes) : '';
  const locateField = (name: string, pointer: string) => ({ file: rel(name), at: locate(locations.get(name) ?? NO_LOCATIONS, pointer).value, field: fieldName(pointer) });
  return {
    ok,
    problems: found,
    data,
    content,
    schemas: raw,
    report,
    languages,
    localized,
    translationSummary: [...translations.summaries, ...interfaceTexts.summaries],
    locate: locateField,
    sources: indexes,
    ...(ok ? { posts } : {}),
  };
}
