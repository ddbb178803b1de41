// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandPropsReader } from './island-props.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('islandPropsReader', () => {
  it('reads inline props at once and fetches the deferred file only when first needed, once', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="island-props" data-deferred="/assets/island-props-abc.json">{"i0":{"a":1}}</script>';
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ i1: { b: 2 }, i2: { c: 3 } }))));
    vi.stubGlobal('fetch', fetch);
    const props = islandPropsReader(document);
    expect(await props('i0', false)).toEqual({ a: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(await Promise.all([props('i1', true), props('i2', true)])).toEqual([{ b: 2 }, { c: 3 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/island-props-abc.json');
  });

  it('reports a deferred file that cannot be fetched', async () => {
    document.body.innerHTML = '<script type="application/json" id="island-props" data-deferred="/gone.json">{}</script>';
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('missing', { status: 404 })));
    await expect(islandPropsReader(document)('i3', true)).rejects.toThrow('/gone.json answered 404');
  });

  it('gives empty props when the page has none, and never fetches the file for an island that did not wait', async () => {
    expect(await islandPropsReader(document)('i0', false)).toEqual({});
    document.body.innerHTML = '<script type="application/json" id="island-props" data-deferred="/assets/island-props-abc.json">{}</script>';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await islandPropsReader(document)('i0', false)).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });
});
