import { describe, expect, it } from 'vitest';
import { loadYamlWithPositions, locate, YamlSyntaxError } from './yaml-positions.ts';

const source = [
  '# comment',
  'name: Sam', // 2
  'list:',
  '  - title: first', // 4
  '    tags: [a, "b c"]', // 5
  '  - {title: second, empty: }', // 6
  'block: |', // 7
  '  line one',
  'nothing:', // 9
  'anchor: &base', // 10
  '  x: 1',
  'alias: *base', // 12
].join('\n');

describe('loadYamlWithPositions', () => {
  const { data, locations } = loadYamlWithPositions(source);
  const at = (pointer: string) => locations.get(pointer);

  it('loads the data as js-yaml does', () => {
    expect(data).toMatchObject({
      name: 'Sam',
      list: [
        { title: 'first', tags: ['a', 'b c'] },
        { title: 'second', empty: null },
      ],
      block: 'line one\n',
      nothing: null,
      alias: { x: 1 },
    });
  });

  it('places scalars, keys and block-sequence items', () => {
    expect(at('/name')).toEqual({ key: { line: 2, col: 1 }, value: { line: 2, col: 7 } });
    expect(at('/list/0')?.value).toEqual({ line: 4, col: 5 });
    expect(at('/list/0/title')).toEqual({ key: { line: 4, col: 5 }, value: { line: 4, col: 12 } });
  });

  it('places flow collections and their entries', () => {
    expect(at('/list/0/tags')?.value).toEqual({ line: 5, col: 11 });
    expect(at('/list/0/tags/1')?.value).toEqual({ line: 5, col: 15 });
    expect(at('/list/1/title')?.value).toEqual({ line: 6, col: 13 });
  });

  it('places empty values at their key, and block scalars at their indicator', () => {
    expect(at('/nothing')?.value).toEqual({ line: 9, col: 1 });
    expect(at('/list/1/empty')?.value).toEqual({ line: 6, col: 21 });
    expect(at('/block')?.value).toEqual({ line: 7, col: 8 });
  });

  it('falls back to the nearest located parent', () => {
    expect(locate(locations, '/list/0/missing/deeper').value).toEqual({ line: 4, col: 5 });
    expect(locate(locations, '/nope').value).toEqual({ line: 2, col: 1 });
  });

  it('reports syntax errors with a 1-based line and column', () => {
    expect(() => loadYamlWithPositions('a: 1\na: 2\n')).toThrow(YamlSyntaxError);
    expect.assertions(3);
    try {
      loadYamlWithPositions('a: [1, 2\nb: 3\n');
    } catch (error) {
      expect(error).toBeInstanceOf(YamlSyntaxError);
      expect((error as YamlSyntaxError).at.line).toBeGreaterThanOrEqual(2);
    }
  });

  it('locates an empty document at 1:1', () => {
    expect(loadYamlWithPositions('').locations.get('')).toEqual({ value: { line: 1, col: 1 } });
  });
});

describe('anchors and aliases', () => {
  it('keeps the honest use: a value written once and repeated', () => {
    const { data } = loadYamlWithPositions('web: &web [React, Vite]\na: *web\nb: *web\n');
    expect(data).toEqual({ web: ['React', 'Vite'], a: ['React', 'Vite'], b: ['React', 'Vite'] });
  });

  const refusal = (text: string) => {
    try {
      loadYamlWithPositions(text);
    } catch (error) {
      if (error instanceof YamlSyntaxError) return { at: error.at, reason: error.reason, hint: error.hint };
    }
    throw new Error('not refused');
  };

  it('refuses aliases that multiply past the cap, at once, at the alias that stands for the most', () => {
    let text = 'a0: &a0 [x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i <= 12; i++) text += `a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]\n`;
    // 9^13 values, each level measured once.
    expect(refusal(text)).toEqual({
      at: { line: 13, col: 12 },
      reason: 'the anchors and aliases (&name, *name) of this file expand to more than 100,000 values (the alias *a11 here stands for 317,733,228,541)',
      hint: 'write the repeated values out, or repeat them less deeply (an alias of a list of aliases multiplies)',
    });
  });

  it('refuses one long text repeated past the cap on characters', () => {
    const text = `long: &long ${'y'.repeat(1_990)}\nuses: [${Array(2_100).fill('*long').join(', ')}]\n`;
    expect(refusal(text)).toMatchObject({
      at: { line: 2, col: 8 },
      reason: 'the anchors and aliases (&name, *name) of this file expand to more than 4,000,000 characters (the alias *long here stands for 1,990)',
    });
  });

  it('refuses an alias inside the value its anchor names, which would repeat forever', () => {
    expect(refusal('a: &a [1, *a]\n')).toEqual({
      at: { line: 1, col: 11 },
      reason: 'the alias *a is inside the value its anchor names, so it repeats forever',
      hint: 'point it at a value outside, or write the value out',
    });
    expect(refusal('a: &self\n  b: *self\n')).toMatchObject({ at: { line: 2, col: 6 }, reason: expect.stringContaining('*self') });
  });
});
