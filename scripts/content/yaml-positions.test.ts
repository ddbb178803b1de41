import { describe, expect, it } from 'vitest';
import { expandedValues, loadYamlWithPositions, locate, MAX_EXPANDED_VALUES, YamlSyntaxError } from './yaml-positions.ts';

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

  it('refuses aliases that multiply past the cap, at the first alias, at once', () => {
    let text = 'a0: &a0 [x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i <= 12; i++) text += `a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]\n`;
    // 9^13 values: this returns only because counting stops at the cap.
    const thrown = (() => {
      try {
        loadYamlWithPositions(text);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(YamlSyntaxError);
    expect((thrown as YamlSyntaxError).at).toEqual({ line: 2, col: 10 });
  });

  it('counts values with every alias written out, and stops past the cap', () => {
    const list = ['x', 'y'];
    expect(expandedValues({ a: list, b: list })).toBe(7);
    expect(expandedValues(Array(10).fill(list), 5)).toBe(6);
    expect(MAX_EXPANDED_VALUES).toBe(100_000);
  });
});
