import { describe, expect, it } from 'vitest';
import { withOverrides } from './text-overrides.ts';

const base = {
  hero: { greeting: "Hello, I'm", resume: 'Resume' },
  newTabLink: (label: string, title: string) => `${label}: ${title} (opens in a new tab)`,
  cooldown: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? '' : 's'}.`,
};

describe('withOverrides', () => {
  it('replaces texts, leaves the others, and never changes the base', () => {
    const out = withOverrides(base, { hero: { greeting: "Hi, I'm" } }, 'en');
    expect(out.hero).toEqual({ greeting: "Hi, I'm", resume: 'Resume' });
    expect(base.hero.greeting).toBe("Hello, I'm");
    expect(out.newTabLink).toBe(base.newTabLink);
  });

  it('makes a message of a template, its values in the order the message takes them', () => {
    const out = withOverrides(base, { newTabLink: '{1} — {0} (new tab)' }, 'en');
    expect(out.newTabLink('GitHub', 'GymFlow')).toBe('GymFlow — GitHub (new tab)');
  });

  it('chooses a plural form by the first number, as the language counts', () => {
    const forms = { one: 'Wacht {0} seconde.', other: 'Wacht {0} seconden.' };
    const out = withOverrides(base, { cooldown: forms }, 'nl');
    expect([out.cooldown(1), out.cooldown(5)]).toEqual(['Wacht 1 seconde.', 'Wacht 5 seconden.']);
    const polish = withOverrides(base, { cooldown: { one: '{0} sekunda', few: '{0} sekundy', many: '{0} sekund', other: '{0} sekundy' } }, 'pl');
    expect([1, 2, 5, 22].map((n) => polish.cooldown(n))).toEqual(['1 sekunda', '2 sekundy', '5 sekund', '22 sekundy']);
  });

  it('ignores keys the base does not have, and values of the wrong shape', () => {
    const out = withOverrides(base, { nav: { menu: 'Menu' }, hero: 'Hi' }, 'en');
    expect(out).toEqual(base);
    expect('nav' in out).toBe(false);
  });
});
