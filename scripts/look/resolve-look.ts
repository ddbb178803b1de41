/**
 * The owner's `theme` (site.yaml) resolved into each language's look, once, with every default in
 * this one place: the site's own colours without an accent, soft corners, the system's font and the
 * visitor's system scheme. Everything that shows the look (pages, share cards, CVs, the manifest)
 * reads the result.
 */
import type { DeepReadonly, SiteTheme } from '../../src/content/types.ts';
import { DEFAULT_LOOK, RADIUS_SCALES, type Look } from '../../src/theme/look.ts';
import { derivePalettes } from './derive-palette.ts';

export interface LookInput {
  theme: DeepReadonly<SiteTheme> | undefined;
  languages: readonly string[];
}

export function resolveLooks({ theme = {}, languages }: LookInput): ReadonlyMap<string, Look> {
  // The check has refused an accent that is not a colour.
  const palettes = theme.accent === undefined ? undefined : derivePalettes(theme.accent);
  const look: Look = {
    ...DEFAULT_LOOK,
    ...palettes,
    radii: RADIUS_SCALES[theme.radius ?? 'soft'],
    scheme: theme.scheme ?? 'system',
  };
  return new Map(languages.map((language) => [language, look]));
}
