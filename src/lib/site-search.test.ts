import { describe, expect, it } from 'vitest';
import { searchOn, searchScriptUrl } from './site-search.ts';

describe('searchOn', () => {
  it('follows site.yaml when it says', () => {
    expect(searchOn(false, [{}])).toBe(false);
    expect(searchOn(true, [])).toBe(true);
  });

  it('is on by default once the site has a published post', () => {
    expect(searchOn(undefined, [])).toBe(false);
    expect(searchOn(undefined, [{ draft: true }])).toBe(false);
    expect(searchOn(undefined, [{ draft: true }, {}])).toBe(true);
  });
});

describe('searchScriptUrl', () => {
  it('follows the base path', () => {
    expect(searchScriptUrl('/')).toBe('/pagefind/pagefind.js');
    expect(searchScriptUrl('/portfolio/')).toBe('/portfolio/pagefind/pagefind.js');
    expect(searchScriptUrl('/portfolio')).toBe('/portfolio/pagefind/pagefind.js');
  });
});
