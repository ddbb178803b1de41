/** A project card shows at most 4 skill badges, then "+N more" (docs/product-spec.md §9). */
export const CARD_SKILL_LIMIT = 4;

export function splitSkills<T>(skills: readonly T[], limit = CARD_SKILL_LIMIT): { shown: readonly T[]; more: number } {
  return { shown: skills.slice(0, limit), more: Math.max(0, skills.length - limit) };
}
