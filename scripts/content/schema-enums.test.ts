import { describe, expect, it } from 'vitest';
import { enumConstName, enumsModule, findEnums } from './schema-enums.ts';

const schema = {
  properties: {
    projects: {
      type: 'array',
      items: { title: 'Project', type: 'object', properties: { type: { enum: ['Web Application', 'AI Automation'] }, title: { type: 'string' } } },
    },
  },
  $defs: { entry: { title: 'SkillCategory', properties: { icon: { enum: ['code', 'bot'] } } } },
};

describe('schema enums', () => {
  it('finds every enum field of a titled object, however deep', () => {
    expect(findEnums(schema)).toEqual([
      { owner: 'Project', field: 'type', values: ['Web Application', 'AI Automation'] },
      { owner: 'SkillCategory', field: 'icon', values: ['code', 'bot'] },
    ]);
  });

  it('names the list after its type and field', () => {
    expect(enumConstName({ owner: 'Project', field: 'type' })).toBe('PROJECT_TYPES');
    expect(enumConstName({ owner: 'SkillCategory', field: 'icon' })).toBe('SKILL_CATEGORY_ICONS');
    expect(enumConstName({ owner: 'SiteTheme', field: 'radius' })).toBe('SITE_THEME_RADIUSES');
  });

  it('writes a module whose lists are checked against the generated types', () => {
    const module = enumsModule(findEnums(schema), '// banner');
    expect(module).toContain("import type { Project, SkillCategory } from './types.ts';");
    expect(module).toContain(`export const PROJECT_TYPES = ["Web Application","AI Automation"] as const satisfies readonly Project['type'][];`);
  });
});
