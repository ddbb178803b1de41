/**
 * What the PDF CV takes from the owner's look (site.yaml `theme`): the accent and the families of
 * text and headings. A CV is printed on white, so it takes the light scheme's accent whatever scheme
 * the site starts in: that one is made to read at 4.5:1 on the page's white surface. Free of
 * react-pdf, so that the outputs can name it without loading the renderer (cv-theme.ts applies it).
 */
import type { ResolvedLooks } from '../look/resolve-look.ts';
import { lookIn, type Site } from '../site/site.ts';

export interface CvLook {
  /** The accent of the owner's light scheme; none when the owner chose none (the CV keeps its own blue). */
  accent?: string;
  typefaces: ResolvedLooks['typefaces'];
}

/** A site's look for its CV in a language (the default language's for a CV language the site does not have). */
export function siteCvLook(site: Pick<Site, 'content' | 'looks' | 'typefaces' | 'languages'>, language: string): CvLook {
  const look = lookIn(site, language);
  return { accent: site.content.site.theme?.accent === undefined ? undefined : look.light.accent, typefaces: site.typefaces };
}
