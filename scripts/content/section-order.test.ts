import { describe, expect, it } from 'vitest';
import { checkSectionOrder } from './section-order.ts';

function check(sections: unknown, custom: string[] = []) {
  const found: string[] = [];
  checkSectionOrder(sections === undefined ? {} : { sections }, custom, {
    site: (pointer, message, hint) => found.push(`${pointer} ${message} — ${hint}`),
    unlisted: (id) => found.push(`unlisted ${id}`),
  });
  return found;
}

describe('checkSectionOrder', () => {
  it('accepts any order that starts with home, built-in and custom ids alike', () => {
    expect(check(['home', 'projects', 'talks', 'about'], ['talks'])).toEqual([]);
  });

  it('leaves every custom section off the built-in page when `sections` is not set', () => {
    expect(check(undefined, ['talks', 'oss'])).toEqual(['unlisted talks', 'unlisted oss']);
  });

  it('requires home, and first', () => {
    expect(check(['about', 'contact'])).toEqual(['/sections must list `home` — home is the hero, with your name: add it first']);
    expect(check(['about', 'home'])).toEqual(['/sections/1 `home` must come first — home is the hero at the top of the page: move it to the start of the list']);
  });

  it('names the sections there are when nothing is near a misspelt id', () => {
    expect(check(['home', 'publications'])).toEqual([
      '/sections/1 no section `publications` — the sections are home, about, skills, experience, projects, writing, contact (content/sections/ has none of your own yet); a section of your own is a file, content/sections/publications.yaml',
    ]);
    expect(check(['home', 'publications'], ['now'])[0]).toContain('and yours: now;');
  });
});
