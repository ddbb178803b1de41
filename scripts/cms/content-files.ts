/**
 * Which of the owner's files exist, by name: the editor has a form for each file there is (and
 * the folders where new posts and sections are made), not for files the site does not use.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LanguageFiles {
  /** content/<language>/<name>.yaml, by content name (`projects`, `ui`). */
  files: string[];
  /** content/<language>/sections/<id>.yaml, by id. */
  sections: string[];
  /** Whether content/<language>/posts/ exists. */
  posts: boolean;
}

export interface ContentFiles {
  /** The default language's files (content/<name>.yaml) and sections (content/sections/<id>.yaml). */
  base: LanguageFiles;
  /** Each other language's, by language. */
  translations: Map<string, LanguageFiles>;
}

const yamlNames = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((entry) => entry.endsWith('.yaml'))
        .map((entry) => entry.slice(0, -'.yaml'.length))
        .sort()
    : [];

function languageFiles(dir: string): LanguageFiles {
  return { files: yamlNames(dir), sections: yamlNames(path.join(dir, 'sections')), posts: fs.existsSync(path.join(dir, 'posts')) };
}

export function contentFiles(contentDir: string, languages: readonly string[]): ContentFiles {
  const [, ...others] = languages;
  return {
    base: languageFiles(contentDir),
    translations: new Map(others.map((language) => [language, languageFiles(path.join(contentDir, language))])),
  };
}
