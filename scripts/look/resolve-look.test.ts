import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOK, RADIUS_SCALES } from '../../src/theme/look.ts';
import { resolveLooks } from './resolve-look.ts';

describe('resolveLooks', () => {
  it('gives every language the site’s own look when site.yaml has no theme', () => {
    const looks = resolveLooks({ theme: undefined, languages: ['en', 'fr'] });
    expect([...looks.keys()]).toEqual(['en', 'fr']);
    expect(looks.get('fr')).toEqual(DEFAULT_LOOK);
  });

  it('derives both schemes from the accent', () => {
    const look = resolveLooks({ theme: { accent: '#ffff00' }, languages: ['en'] }).get('en');
    expect(look?.dark.accent).toBe('#ffff00');
    expect(look?.light.accent).not.toBe('#ffff00');
    expect(look?.light.bg).toBe(DEFAULT_LOOK.light.bg);
  });

  it('takes the corners and the first scheme from the theme', () => {
    const look = resolveLooks({ theme: { radius: 'round', scheme: 'dark' }, languages: ['en'] }).get('en');
    expect(look?.radii).toEqual(RADIUS_SCALES.round);
    expect(look?.scheme).toBe('dark');
  });
});
