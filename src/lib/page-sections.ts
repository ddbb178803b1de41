/**
 * The page's sections: the built-in ones in their default order (docs/product-spec.md §2), and
 * the rules that a custom section's id (its file's name, content/sections/<id>.yaml) follows. The
 * owner's order is `sections` in content/site.yaml; its ids are scroll targets.
 */
export const BUILT_IN_SECTIONS = ['home', 'about', 'skills', 'experience', 'projects', 'writing', 'contact'] as const;

export type BuiltInSection = (typeof BUILT_IN_SECTIONS)[number];

/** A site's sections in order: its own `sections`, or the built-in page's (content as written may leave it out). */
export function sectionsOf(site: { sections?: readonly string[] }): readonly string[] {
  return site.sections ?? BUILT_IN_SECTIONS;
}

/** A section's id: a built-in one or the name of a custom section's file. */
export type SectionId = string;

export const isBuiltInSection = (id: string): id is BuiltInSection => (BUILT_IN_SECTIONS as readonly string[]).includes(id);

/** The hero: the top of the page, so always the first section. */
export const HOME_SECTION = 'home' satisfies BuiltInSection;

/** Ids the page already gives elements, which a custom section cannot take. */
const TAKEN_IDS = ['main', 'root', 'hero-end', 'hero-name', 'mobile-menu'];

/** Why a file name cannot be a custom section's id, or undefined when it can. */
export function customSectionIdProblem(id: string): string | undefined {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id))
    return 'must be lowercase letters, digits and dashes, starting with a letter, for example talks or open-source';
  if (isBuiltInSection(id) || TAKEN_IDS.includes(id) || id.endsWith('-title')) return `\`${id}\` is taken by the page itself`;
  return undefined;
}

/** The projects a site publishes pages for: none when its page has no projects section. */
export function publishedProjects<P>(content: { site: { sections: readonly string[] }; projects: { projects: readonly P[] } }): readonly P[] {
  return content.site.sections.includes('projects') ? content.projects.projects : [];
}

/** A section's number in its heading, "01"–"06": its place in the page after the hero. */
export function sectionNumber(id: SectionId, order: readonly SectionId[]): string {
  return String(order.indexOf(id)).padStart(2, '0');
}

/** A link to a section: `#about`. */
export function sectionHref(id: SectionId): string {
  return `#${id}`;
}

/** The id of a section's heading, which names the section's landmark. */
export function sectionTitleId(id: SectionId): string {
  return `${id}-title`;
}

/**
 * The id of an empty element that closes the hero. A page's first paint waits for it
 * (`<link rel="expect">`, src/app/page-head.ts): Chromium lets the paint go as soon as the element
 * it names has started, so naming the hero itself would not hold a paint that comes halfway
 * through it.
 */
export const HERO_END_ID = 'hero-end';
