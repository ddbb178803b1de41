/**
 * The owner's categories, checked where they are used: a project's and an experience entry's
 * `type:` name a type of its file (one declared under `types:`, or without them one of today's:
 * resolve-categories.ts), a skill category's `icon:` one of the site's icons or one of the owner's
 * own (`icons:`), and no two declared types have the same key. Data that the schema refuses is
 * left to the schema's own messages.
 */
import { SKILL_ICON_NAMES } from '../../src/lib/icon-names.ts';
import type { Report } from './problem.ts';
import { nearest } from './did-you-mean.ts';
import { categoryKey, defaultCategories, type CategoryFile } from './resolve-categories.ts';

/** Where each file's entries name their type, what the owner calls one, and a key one could have. */
const USES: Readonly<Record<CategoryFile, { lists: readonly string[]; noun: string; example: string }>> = {
  projects: { lists: ['projects'], noun: 'project type', example: 'web' },
  experience: { lists: ['roles', 'internships'], noun: 'entry type', example: 'freelance' },
};

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const code = (word: string) => `\`${word}\``;

/** `a`, `b` and `c`. */
export function andList(words: readonly string[]): string {
  const quoted = words.map(code);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

interface Named {
  key: string;
  /** What else the owner may have written for it: a declared type's label. */
  label?: string;
}

/** The declared types of a file, by key; reports keys that are empty or taken. */
function declaredTypes(file: CategoryFile, types: readonly unknown[], report: Report): Named[] {
  const found: Named[] = [];
  types.forEach((type, i) => {
    // A type without a text label, or with an id that is not a key, is the schema's to report.
    if (!isData(type) || typeof type.label !== 'string' || (type.id !== undefined && typeof type.id !== 'string')) return;
    const own = typeof type.id === 'string' ? type.id : undefined;
    const key = categoryKey(own === undefined ? { label: type.label } : { id: own, label: type.label });
    const pointer = `/types/${i}/${own === undefined ? 'label' : 'id'}`;
    const first = found.findIndex((named) => named.key === key);
    if (!key) report(file, pointer, 'has no letter or digit to make the type’s key from', `add \`id:\` to this type, for example id: ${USES[file].example}`);
    else if (first >= 0 && own !== undefined) report(file, pointer, `"${key}" is already the key of types[${first}]`, 'each type needs its own key');
    else if (first >= 0) report(file, pointer, `makes the key "${key}", which types[${first}] already has`, 'give one of them its own `id:`');
    found.push({ key, label: type.label });
  });
  return found;
}

/** The hint for a name that is none of `allowed`: the nearest one, by key or by what else it is called. */
function nearestKey(word: string, allowed: readonly Named[]): string | undefined {
  const guess = nearest(word, [...allowed.map((named) => named.key), ...allowed.flatMap((named) => (named.label ? [named.label] : []))]);
  return guess === undefined ? undefined : allowed.find((named) => named.key === guess || named.label === guess)?.key;
}

function checkTypes(file: CategoryFile, data: unknown, report: Report): void {
  if (!isData(data)) return;
  const { lists, noun } = USES[file];
  const declared = Array.isArray(data.types) ? declaredTypes(file, data.types, report) : undefined;
  // Types that do not parse as a list are the schema's to report: their entries' types cannot be judged.
  if (data.types !== undefined && !declared) return;
  const allowed = declared ?? defaultCategories(file, 'en').map(({ id }) => ({ key: id }));
  const keys = allowed.map((named) => named.key).filter(Boolean);
  const listed = declared
    ? `the ${noun}s declared under \`types:\` are ${andList(keys)}`
    : `the ${noun}s are ${andList(keys)}; declare your own under \`types:\` in content/${file}.yaml`;
  for (const list of lists) {
    const entries = data[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: unknown, i) => {
      const type = isData(entry) ? entry.type : undefined;
      if (typeof type !== 'string' || type === '' || keys.includes(type)) return;
      const guess = nearestKey(type, allowed);
      report(file, `/${list}/${i}/type`, `is not ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} of this site (got ${JSON.stringify(type)})`, guess ? `did you mean ${code(guess)}?` : listed);
    });
  }
}

function checkIcons(data: unknown, report: Report): void {
  if (!isData(data) || !Array.isArray(data.categories)) return;
  const own = isData(data.icons) ? Object.keys(data.icons) : [];
  const names = [...new Set([...SKILL_ICON_NAMES, ...own])];
  const yours = own.length ? `; your own, under \`icons:\`: ${andList(own)}` : '; add your own under `icons:` in content/skills.yaml, e.g. kotlin: /images/icons/kotlin.svg';
  data.categories.forEach((category: unknown, i) => {
    const icon = isData(category) ? category.icon : undefined;
    if (typeof icon !== 'string' || icon === '' || names.includes(icon)) return;
    const guess = nearest(icon, names);
    const hint = guess ? `did you mean ${code(guess)}?` : `the site’s icons are ${andList(SKILL_ICON_NAMES)}${yours}`;
    report('skills', `/categories/${i}/icon`, `is not an icon of this site (got ${JSON.stringify(icon)})`, hint);
  });
}

export function checkCategories(data: ReadonlyMap<string, unknown>, report: Report): void {
  checkTypes('projects', data.get('projects'), report);
  checkTypes('experience', data.get('experience'), report);
  checkIcons(data.get('skills'), report);
}
