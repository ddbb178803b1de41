/** Every symbol of the icon sprite (src/assets/icons.svg), by name; icon-names.test.ts checks they agree. */
export const ICON_NAMES = [
  'github',
  'linkedin',
  'mail',
  'phone',
  'map-pin',
  'file-text',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'arrow-up',
  'arrow-down',
  'menu',
  'search',
  'close',
  'sun',
  'moon',
  'external-link',
  'code',
  'layers',
  'bot',
  'database',
  'wrench',
  'chart',
  'briefcase',
  'graduation',
  'award',
  'calendar',
  'copy',
  'send',
  'eye',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The symbols a skill category's `icon:` may name (content/skills.yaml): the ones that can stand for
 * a field of work, not the controls' (arrows, menu, close…). The owner adds their own under `icons:`.
 */
export const SKILL_ICON_NAMES = [
  'code',
  'layers',
  'bot',
  'database',
  'wrench',
  'chart',
  'briefcase',
  'graduation',
  'award',
  'file-text',
  'calendar',
  'mail',
  'eye',
  'github',
] as const satisfies readonly IconName[];

export type SkillIconName = (typeof SKILL_ICON_NAMES)[number];

export const isSkillIconName = (name: string): name is SkillIconName => (SKILL_ICON_NAMES as readonly string[]).includes(name);
