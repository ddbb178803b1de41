/**
 * `sections` in content/site.yaml: every id names a built-in section or a file of
 * content/sections/, `home` comes first, and a custom section that is not listed is pointed out
 * (it is not built).
 */
import { BUILT_IN_SECTIONS, HOME_SECTION } from '../../src/lib/page-sections.ts';
import { nearest } from './did-you-mean.ts';
import type { Problem } from './problem.ts';

export interface SectionOrderReport {
  /** A problem with site.yaml's `sections`, at a pointer in content/site.yaml. */
  site(pointer: string, message: string, hint: string): void;
  /** A custom section left off the page. */
  unlisted(id: string): void;
}

/** The ids a `sections` list may name, in the words of a hint. */
function choices(custom: readonly string[]): string {
  const own = custom.length ? `, and yours: ${custom.join(', ')}` : ' (content/sections/ has none of your own yet)';
  return `the sections are ${BUILT_IN_SECTIONS.join(', ')}${own}`;
}

/** The warning on a custom section's file that `sections` does not list. */
export function unlistedSection(id: string, file: string): Problem {
  const hint = `add ${id} to \`sections\` in content/site.yaml to show it, or remove the file`;
  return { file, at: { line: 1, col: 1 }, field: '', severity: 'warning', message: 'this section is not on the page', hint };
}

export function checkSectionOrder(site: unknown, custom: readonly string[], report: SectionOrderReport): void {
  const sections = typeof site === 'object' && site !== null ? (site as { sections?: unknown }).sections : undefined;
  // Without `sections`, the built-in page: every custom section is left off.
  const listed = Array.isArray(sections) ? sections.filter((id): id is string => typeof id === 'string') : [...BUILT_IN_SECTIONS];
  if (Array.isArray(sections)) {
    const known = [...BUILT_IN_SECTIONS, ...custom];
    sections.forEach((id: unknown, i) => {
      if (typeof id !== 'string' || known.includes(id)) return;
      const guess = nearest(id, known);
      const hint = guess ? `did you mean \`${guess}\`?` : choices(custom);
      report.site(`/sections/${i}`, `no section \`${id}\``, `${hint}${guess ? '' : `; a section of your own is a file, content/sections/${id}.yaml`}`);
    });
    const home = listed.indexOf(HOME_SECTION);
    if (home < 0) report.site('/sections', `must list \`${HOME_SECTION}\``, `${HOME_SECTION} is the hero, with your name: add it first`);
    else if (home > 0) report.site(`/sections/${sections.indexOf(HOME_SECTION)}`, `\`${HOME_SECTION}\` must come first`, `${HOME_SECTION} is the hero at the top of the page: move it to the start of the list`);
  }
  for (const id of custom) if (!listed.includes(id)) report.unlisted(id);
}
