import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { markedComponentIds, pruneStyleMarkers } from './prune-style-markers.ts';

const Static = styled.p.withConfig({ componentId: 'sc-static' })`
  color: red;
`;
const Interactive = styled.button.withConfig({ componentId: 'sc-island' })`
  color: blue;
`;
const Footer = styled.footer.withConfig({ componentId: 'sc-footer' })`
  color: green;
`;

function styleTags(): string {
  const sheet = new ServerStyleSheet();
  renderToString(
    sheet.collectStyles(
      <>
        <Static />
        <Interactive />
        <Footer />
      </>,
    ),
  );
  return sheet.getStyleTags();
}

describe('pruneStyleMarkers', () => {
  it('keeps every rule, the markers of the components to keep, and the last marker', () => {
    const tags = styleTags();
    expect(markedComponentIds(tags)).toEqual(new Set(['sc-static', 'sc-island', 'sc-footer']));
    const pruned = pruneStyleMarkers(tags, new Set(['sc-island']));
    expect(markedComponentIds(pruned)).toEqual(new Set(['sc-island', 'sc-footer']));
    for (const rule of ['{color:red;}', '{color:blue;}', '{color:green;}']) expect(pruned).toContain(rule);
    expect(pruned).toMatch(/^<style data-styled="true"[^>]*>.*<\/style>$/s);
    expect(pruned.length).toBeLessThan(tags.length);
  });

  it('has nothing to do without markers, and refuses what is not one style element', () => {
    expect(markedComponentIds('')).toEqual(new Set());
    expect(() => pruneStyleMarkers('<style>a</style><style>b</style>', new Set())).toThrow('exactly one <style>');
  });
});
