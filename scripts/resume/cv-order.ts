/**
 * The PDF CV's parts in order, from the page's sections (content/site.yaml `sections`). The CV
 * follows the page: a built-in section left off the page is left out of the CV, and a section of
 * the owner's own comes right after the part of the built-in section it follows on the page. The
 * built-in parts keep a CV's own order (experience before education, the way a CV is read), so the
 * built-in page gives the CV it always had.
 */
import { HOME_SECTION, isBuiltInSection, type BuiltInSection, type SectionId } from '../../src/lib/page-sections.ts';

/** What the CV prints of the built-in sections, each under its own heading. */
export type CvBlock = 'summary' | 'experience' | 'internships' | 'education' | 'certifications' | 'skills' | 'projects';

/** A part of the CV: one of its blocks, or a section of the owner's own by id. */
export type CvPart = CvBlock | { custom: SectionId };

/** What each built-in section prints, in the CV's order: the hero's bio is the summary, About holds education and certifications. */
const BUILT_IN_PARTS: readonly (readonly [BuiltInSection, readonly CvBlock[]])[] = [
  ['home', ['summary']],
  ['experience', ['experience', 'internships']],
  ['about', ['education', 'certifications']],
  ['skills', ['skills']],
  ['projects', ['projects']],
  // Not printed: a CV lists work, not writing (resume.json's publications come from the owner's sections).
  ['writing', []],
  // Not printed: the CV's header and footer already say how to reach its owner.
  ['contact', []],
];

export function cvOrder(sections: readonly SectionId[]): CvPart[] {
  const following = new Map<BuiltInSection, CvPart[]>();
  let anchor: BuiltInSection = HOME_SECTION;
  for (const id of sections) {
    if (isBuiltInSection(id)) anchor = id;
    else following.set(anchor, [...(following.get(anchor) ?? []), { custom: id }]);
  }
  return BUILT_IN_PARTS.flatMap(([id, parts]) => [...(sections.includes(id) ? parts : []), ...(following.get(id) ?? [])]);
}
