import { describe, expect, it } from 'vitest';
import { CARD_SKILL_LIMIT, splitSkills } from './skill-badges.ts';

describe('splitSkills', () => {
  it('shows the first 4 and counts the rest', () => {
    expect(CARD_SKILL_LIMIT).toBe(4);
    expect(splitSkills(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 3 });
  });

  it('has no "more" at exactly 4 or fewer', () => {
    expect(splitSkills(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 });
    expect(splitSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(splitSkills([])).toEqual({ shown: [], more: 0 });
  });
});
