// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adminPage, editorLanguage } from './admin-page.ts';
import { adminContentSecurityPolicy } from './admin-policy.ts';

const page = (configYaml = 'backend:\n  name: github\n', owner = 'Sam <Rivera>') =>
  new DOMParser().parseFromString(adminPage({ owner, configYaml }), 'text/html');

describe('the editor’s page', () => {
  it('is left out by search engines, under the editor’s policy, and loads the editor’s code as a module', () => {
    const doc = page();
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('UTF-8');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      adminContentSecurityPolicy({ forMeta: true }),
    );
    expect([...doc.scripts].map((script) => [script.type, script.getAttribute('src')])).toEqual([['module', '/admin/cms.js']]);
    expect(doc.body.innerHTML.trim()).toBe('');
  });

  it('is titled with the owner’s name, escaped', () => {
    expect(page(undefined, 'Sam <Rivera> & co').title).toBe('Editor · Sam <Rivera> & co');
  });

  it('is in the language of Decap’s interface: the config’s locale, English by default', () => {
    expect(page().documentElement.lang).toBe('en');
    expect(page('locale: fr\nbackend:\n  name: github\n').documentElement.lang).toBe('fr');
    expect(editorLanguage('locale: [not, a, tag]')).toBe('en');
    expect(editorLanguage('')).toBe('en');
  });
});
