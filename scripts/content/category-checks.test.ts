import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SKILL_ICON_NAMES } from '../../src/lib/icon-names.ts';
import { andList, checkCategories } from './category-checks.ts';

/** What the check reports of some content files: `file pointer: message — hint`. */
function reports(files: Record<string, unknown>): string[] {
  const found: string[] = [];
  checkCategories(new Map(Object.entries(files)), (file, pointer, message, hint) => found.push(`${file} ${pointer}: ${message} — ${hint ?? ''}`));
  return found;
}

const project = (type: unknown) => ({ title: 'One', type });
const entry = (type: unknown) => ({ company: 'Acme', type });

describe('types without a declaration', () => {
  it('are today’s, as content has always written them', () => {
    const projects = { projects: [project('Web Application'), project('AI Automation')] };
    const experience = { roles: [entry('Full-time'), entry('Contract')], internships: [entry('Master Thesis Internship'), entry('Bachelor Thesis Internship')] };
    expect(reports({ projects, experience })).toEqual([]);
  });

  it('refuse any other, with the nearest or the list and how to declare one', () => {
    expect(reports({ projects: { projects: [project('web application'), project('Mobile App')] } })).toEqual([
      'projects /projects/0/type: is not a project type of this site (got "web application") — did you mean `Web Application`?',
      'projects /projects/1/type: is not a project type of this site (got "Mobile App") — the project types are `Web Application` and `AI Automation`; declare your own under `types:` in content/projects.yaml',
    ]);
    expect(reports({ experience: { roles: [], internships: [entry('Contrat')] } })).toEqual([
      'experience /internships/0/type: is not an entry type of this site (got "Contrat") — did you mean `Contract`?',
    ]);
  });
});

describe('declared types', () => {
  const types = [{ id: 'web', label: 'Web Application' }, { label: 'AI Automation' }];

  it('are named by their keys: their own id, or their label in kebab case', () => {
    expect(reports({ projects: { types, projects: [project('web'), project('ai-automation')] } })).toEqual([]);
  });

  it('replace today’s, and suggest a key for a label', () => {
    expect(reports({ projects: { types, projects: [project('Web Application'), project('AI Automation'), project('Mobile App')] } })).toEqual([
      'projects /projects/0/type: is not a project type of this site (got "Web Application") — did you mean `web`?',
      'projects /projects/1/type: is not a project type of this site (got "AI Automation") — did you mean `ai-automation`?',
      'projects /projects/2/type: is not a project type of this site (got "Mobile App") — the project types declared under `types:` are `web` and `ai-automation`',
    ]);
  });

  it('each have a key of their own', () => {
    const taken = [{ label: 'Web App' }, { id: 'web-app', label: 'Web' }, { label: 'web app' }, { label: '…' }];
    expect(reports({ projects: { types: taken, projects: [] } })).toEqual([
      'projects /types/1/id: "web-app" is already the key of types[0] — each type needs its own key',
      'projects /types/2/label: makes the key "web-app", which types[0] already has — give one of them its own `id:`',
      'projects /types/3/label: has no letter or digit to make the type’s key from — add `id:` to this type, for example id: web',
    ]);
  });

  it('leave what the schema refuses to the schema', () => {
    expect(reports({ projects: { types: 'web', projects: [project('anything')] } })).toEqual([]);
    expect(reports({ projects: { types: [{ id: 3 }, 'web'], projects: [project(7), project('')] } })).toEqual([]);
  });
});

describe('skill icons', () => {
  const skills = (icons: unknown, ...names: unknown[]) => ({ skills: { icons, categories: names.map((icon) => ({ title: 'T', icon })) } });

  it('are the site’s own or the owner’s', () => {
    expect(reports(skills(undefined, ...SKILL_ICON_NAMES))).toEqual([]);
    expect(reports(skills({ kotlin: '/images/icons/kotlin.svg' }, 'kotlin', 'code'))).toEqual([]);
  });

  it('refuse any other, suggesting among both; a symbol of the sprite that stands for no field of work is not one', () => {
    const yours = `the site’s icons are ${andList(SKILL_ICON_NAMES)}; your own, under \`icons:\`: \`kotlin\``;
    expect(reports(skills({ kotlin: '/images/icons/kotlin.svg' }, 'Kotlin', 'databse', 'chevron-left'))).toEqual([
      'skills /categories/0/icon: is not an icon of this site (got "Kotlin") — did you mean `kotlin`?',
      'skills /categories/1/icon: is not an icon of this site (got "databse") — did you mean `database`?',
      `skills /categories/2/icon: is not an icon of this site (got "chevron-left") — ${yours}`,
    ]);
    expect(reports(skills(undefined, 'rocket'))[0]).toMatch(/; add your own under `icons:` in content\/skills\.yaml, e\.g\. kotlin: \/images\/icons\/kotlin\.svg$/);
  });

  it('are listed in the schema as the site has them', () => {
    const schema = JSON.parse(fs.readFileSync(new URL('../../schemas/skills.schema.json', import.meta.url), 'utf8')) as {
      properties: { categories: { items: { properties: { icon: { description: string } } } } };
    };
    expect(schema.properties.categories.items.properties.icon.description).toContain(`(${SKILL_ICON_NAMES.join(', ')})`);
  });
});

it('lists words as a sentence does', () => {
  expect([andList([]), andList(['a']), andList(['a', 'b']), andList(['a', 'b', 'c'])]).toEqual(['', '`a`', '`a` and `b`', '`a`, `b` and `c`']);
});
