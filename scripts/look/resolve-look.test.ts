import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOK, RADIUS_SCALES } from '../../src/theme/look.ts';
import { sample, sampleFrench } from '../../test/support/sample-site.ts';
import { resolveLooks, type LookInput } from './resolve-look.ts';

const localized: LookInput['localized'] = new Map([
  ['en', sample],
  ['fr', sampleFrench],
]);
const resolve = (theme: LookInput['theme']) => resolveLooks({ theme, languages: ['en', 'fr'], localized });

describe('resolveLooks', () => {
  it('gives every language the site’s own look when site.yaml has no theme, and makes no font file', () => {
    const { looks, fontFiles } = resolve(undefined);
    expect([...looks.keys()]).toEqual(['en', 'fr']);
    expect(looks.get('fr')).toEqual(DEFAULT_LOOK);
    expect(fontFiles.size).toBe(0);
  });

  it('derives both schemes from the accent', () => {
    const look = resolve({ accent: '#ffff00' }).looks.get('en');
    expect(look?.dark.accent).toBe('#ffff00');
    expect(look?.light.accent).not.toBe('#ffff00');
    expect(look?.light.bg).toBe(DEFAULT_LOOK.light.bg);
  });

  it('takes the corners and the first scheme from the theme', () => {
    const look = resolve({ radius: 'round', scheme: 'dark' }).looks.get('en');
    expect(look?.radii).toEqual(RADIUS_SCALES.round);
    expect(look?.scheme).toBe('dark');
  });

  it('gives each language a file per family cut to its own characters, fallbacks by weight (bold only for a family that sets only headings)', () => {
    const { looks, fontFiles, typefaces } = resolve({ font: 'inter', headingFont: 'fraunces' });
    expect(typefaces).toEqual({ body: 'inter', heading: 'fraunces' });
    const en = looks.get('en')!;
    const fr = looks.get('fr')!;
    expect(en.fonts).toEqual({ body: 'Inter, Inter Fallback, sans-serif', heading: 'Fraunces, Fraunces Fallback, serif' });
    // The sample's English and French are all in each family's latin file.
    expect(en.faces.map((face) => [face.family, face.weight, face.unicodeRange])).toEqual([
      ['Inter', '400 850', undefined],
      ['Fraunces', '400 850', undefined],
    ]);
    expect(en.faces[0]?.url).toMatch(/^\/assets\/fonts\/inter-latin-en-[0-9a-f]{10}\.woff2$/);
    expect(fr.faces[0]?.url).toMatch(/^\/assets\/fonts\/inter-latin-fr-[0-9a-f]{10}\.woff2$/);
    expect(en.fallbacks.map((face) => [face.family, face.weight, face.local[0]])).toEqual([
      ['Inter Fallback', '400', 'Arial'],
      ['Inter Fallback', '700', 'Arial Bold'],
      ['Fraunces Fallback', '700', 'Times New Roman Bold'],
    ]);
    expect([...fontFiles.keys()].sort()).toEqual([...en.faces, ...fr.faces].map((face) => face.url).sort());
    // French pages show letters English ones do not (and English ones name the other language in the switcher: Français).
    const characters = (url: string | undefined) => new Set(fontFiles.get(url ?? '')?.characters);
    const french = [...characters(fr.faces[0]?.url)].filter((character) => !characters(en.faces[0]?.url).has(character));
    expect(french.length).toBeGreaterThan(0);
    expect(french.join('')).toMatch(/^[^A-Za-z0-9]+$/u);
    expect(characters(en.faces[0]?.url).has('ç')).toBe(true);
  });

  it('takes a character the latin file lacks from the next script’s file, each face with its range', () => {
    const polish = { ...sample, profile: { ...sample.profile, name: 'Łukasz Wąsowski' } };
    const { looks, fontFiles } = resolveLooks({ theme: { font: 'space-grotesk' }, languages: ['en'], localized: new Map([['en', polish]]) });
    const look = looks.get('en')!;
    expect(look.faces.map((face) => face.url.split('-').slice(0, -2).join('-'))).toEqual([
      '/assets/fonts/space-grotesk-latin',
      '/assets/fonts/space-grotesk-latin-ext',
    ]);
    const [latin, latinExt] = look.faces;
    expect(latin?.unicodeRange).toMatch(/^U\+20-7E,/);
    expect(latinExt?.unicodeRange).toContain('U+141');
    expect(fontFiles.get(latinExt!.url)?.characters).toContain('Ł');
    expect(fontFiles.get(latin!.url)?.characters).not.toContain('Ł');
    // Space Grotesk draws 300 to 700: the file keeps what the page uses of that.
    expect(latin?.weight).toBe('400 700');
  });

  it('uses one family for headings and text when no heading font is named', () => {
    const look = resolve({ font: 'source-serif-4' }).looks.get('en')!;
    expect(look.fonts.heading).toBe(look.fonts.body);
    expect(look.faces).toHaveLength(1);
  });
});
