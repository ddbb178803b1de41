/**
 * The owner's `theme` (site.yaml) resolved into each language's look, once, with every default in
 * this one place: the site's own colours without an accent, soft corners, the system's font and the
 * visitor's system scheme. Everything that shows the look (pages, share cards, CVs, the manifest)
 * reads the result; the font files it names are made by the fonts output from `fontFiles`.
 */
import type { DeepReadonly, ResolvedContent, SiteTheme } from '../../src/content/types.ts';
import { fontName } from '../../src/theme/look-style.ts';
import { DEFAULT_LOOK, RADIUS_SCALES, SYSTEM_SANS, type FontFaceRule, type Look } from '../../src/theme/look.ts';
import { derivePalettes } from './derive-palette.ts';
import { fallbackFaces, fallbackName } from './fallback-faces.ts';
import { pageCharacters } from './font-characters.ts';
import { FONT_FAMILIES, type FontKey } from './font-families.ts';
import { familyFiles, type FontFileRecipe } from './font-files.ts';

export interface LookInput {
  theme: DeepReadonly<SiteTheme> | undefined;
  languages: readonly string[];
  /** Each language's content: its fonts are cut to the characters its pages show. */
  localized: ReadonlyMap<string, DeepReadonly<ResolvedContent>>;
}

export type FontChoice = NonNullable<SiteTheme['font']>;

export interface ResolvedLooks {
  looks: ReadonlyMap<string, Look>;
  /** The families of body text and headings, for what draws text outside the page (share cards, CVs). */
  typefaces: { body: FontChoice; heading: FontChoice };
  /** Every font file the looks name, by address, and how to make it. */
  fontFiles: ReadonlyMap<string, FontFileRecipe>;
}

/**
 * `font-family` for a choice: the family, its scaled fallback, then the system's own, which shows
 * only where the fallback's local fonts are missing too (Android): its generic name is enough.
 */
function stack(choice: FontChoice): string {
  if (choice === 'system') return SYSTEM_SANS;
  const family = FONT_FAMILIES[choice];
  return `${fontName(family.name)}, ${fontName(fallbackName(family))}, ${family.category === 'serif' ? 'serif' : 'sans-serif'}`;
}

function languageFonts(keys: readonly FontKey[], body: FontChoice, language: string, characters: string) {
  const faces: FontFaceRule[] = [];
  const recipes = new Map<string, FontFileRecipe>();
  for (const key of keys) {
    const files = familyFiles(key, FONT_FAMILIES[key], language, characters);
    faces.push(...files.faces);
    files.recipes.forEach((recipe, url) => recipes.set(url, recipe));
  }
  // Headings are bold: a family that sets nothing else needs no regular fallback.
  const fallbacks = keys.flatMap((key) => fallbackFaces(key, { boldOnly: key !== body }));
  return { faces, recipes, fallbacks };
}

export function resolveLooks({ theme = {}, languages, localized }: LookInput): ResolvedLooks {
  // The check has refused an accent that is not a colour.
  const palettes = theme.accent === undefined ? undefined : derivePalettes(theme.accent);
  const body = theme.font ?? 'system';
  const heading = theme.headingFont ?? body;
  const keys = [...new Set([body, heading])].filter((choice): choice is FontKey => choice !== 'system');
  const looks = new Map<string, Look>();
  const fontFiles = new Map<string, FontFileRecipe>();
  for (const language of languages) {
    const content = localized.get(language);
    const fonts = keys.length && content ? languageFonts(keys, body, language, pageCharacters(language, content, languages)) : undefined;
    fonts?.recipes.forEach((recipe, url) => fontFiles.set(url, recipe));
    looks.set(language, {
      ...DEFAULT_LOOK,
      ...palettes,
      radii: RADIUS_SCALES[theme.radius ?? 'soft'],
      fonts: { body: stack(body), heading: stack(heading) },
      faces: fonts?.faces ?? [],
      fallbacks: fonts?.fallbacks ?? [],
      scheme: theme.scheme ?? 'system',
    });
  }
  return { looks, typefaces: { body, heading }, fontFiles };
}
