/**
 * The enums of the schemas as runtime lists (src/content/enums.ts), so code that needs the
 * allowed values takes them from the schema instead of copying it:
 * `SiteTheme.radius` → `export const SITE_THEME_RADIUSES = ['sharp', 'soft', 'round'] as const`.
 * (The owner's categories are content, not enums: scripts/content/resolve-categories.ts.)
 */
type Schema = Record<string, unknown>;

export interface SchemaEnum {
  /** The type generated for the object holding the field, e.g. Project. */
  owner: string;
  field: string;
  values: readonly unknown[];
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every enum field of an object schema with a title, anywhere in the schema. */
export function findEnums(schema: unknown, found: SchemaEnum[] = []): SchemaEnum[] {
  if (Array.isArray(schema)) schema.forEach((item) => findEnums(item, found));
  if (!isSchema(schema)) return found;
  const properties = schema.properties;
  if (typeof schema.title === 'string' && isSchema(properties)) {
    for (const [field, property] of Object.entries(properties)) {
      if (isSchema(property) && Array.isArray(property.enum)) found.push({ owner: schema.title, field, values: property.enum });
    }
  }
  Object.values(schema).forEach((value) => findEnums(value, found));
  return found;
}

/** `Project` + `type` → `PROJECT_TYPES`; `SkillCategory` + `icon` → `SKILL_CATEGORY_ICONS`; `SiteTheme` + `radius` → `SITE_THEME_RADIUSES`. */
export function enumConstName({ owner, field }: Pick<SchemaEnum, 'owner' | 'field'>): string {
  const name = `${owner} ${field}`
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .join('_')
    .toUpperCase();
  return `${name}${name.endsWith('S') ? 'ES' : 'S'}`;
}

export function enumsModule(enums: readonly SchemaEnum[], banner: string): string {
  const lines = enums.map((e) => `/** The values allowed for ${e.owner}.${e.field}. */\nexport const ${enumConstName(e)} = ${JSON.stringify(e.values)} as const satisfies readonly ${e.owner}['${e.field}'][];`);
  const owners = [...new Set(enums.map((e) => e.owner))].sort();
  return `${banner}\nimport type { ${owners.join(', ')} } from './types.ts';\n\n${lines.join('\n\n')}\n`;
}
