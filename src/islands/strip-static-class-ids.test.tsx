import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { markedComponentIds } from './prune-style-markers.ts';
import { selectedComponentIds, stripClassIds } from './strip-static-class-ids.ts';

const Card = styled.div.withConfig({ componentId: 'scard01' })`
  color: red;
`;
const Title = styled.h3.withConfig({ componentId: 'stitle1' })`
  ${Card}:hover & {
    color: blue;
  }
`;
const Plain = styled.p.withConfig({ componentId: 'splain1' })`
  margin: 0;
`;

describe('stripClassIds', () => {
  it('drops the ids no rule selects, and keeps the generated classes and the selected ids', async () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <Card>
          <Title>Hi</Title>
          <Plain className="own">Text</Plain>
        </Card>,
      ),
    );
    const tags = sheet.getStyleTags();
    const ids = markedComponentIds(tags);
    const selected = selectedComponentIds(tags, ids);
    expect(selected).toEqual(new Set(['scard01']));
    const stripped = await stripClassIds(html, new Set([...ids].filter((id) => !selected.has(id))));
    expect(stripped).toMatch(/^<div class="scard01 [a-zA-Z]+"><h3 class="[a-zA-Z]+">Hi<\/h3><p class="[a-zA-Z]+ own">Text<\/p><\/div>$/);
  });

  it('finds a selected id whatever its shape, not one a marker or a longer id only names', () => {
    const tags = '<style data-styled="true">.sc-x1-0:hover .a{color:red;}.sc-x1-10 .b{color:blue;}data-styled.g1[id="sc-x1-1"]{content:"a,"}</style>';
    expect(selectedComponentIds(tags, new Set(['sc-x1-0', 'sc-x1-1', 'sc-x1-10', 'sc-x1-2']))).toEqual(new Set(['sc-x1-0', 'sc-x1-10']));
  });

  it('leaves HTML alone when there is nothing to strip, and drops a class attribute left empty', async () => {
    expect(await stripClassIds('<p class="a b">x</p>', new Set())).toBe('<p class="a b">x</p>');
    expect(await stripClassIds('<p class="a">x</p>', new Set(['a']))).toBe('<p>x</p>');
  });

  it('rewrites only the tags it changes, byte for byte elsewhere, and never inside an island', async () => {
    const html = [
      '<section class="s1 k"><p title="a &amp; b" class="s1">Tom &amp; Jerry</p><img src="/a.png" class="s1 k"/>',
      '<div data-island="menu" data-island-id="i0"><div class="s1 k"><br/><span class="s1">in</span></div></div>',
      '<p class="s1 k">after</p></section>',
    ].join('');
    expect(await stripClassIds(html, new Set(['s1']))).toBe(
      [
        '<section class="k"><p title="a &amp; b">Tom &amp; Jerry</p><img src="/a.png" class="k"/>',
        '<div data-island="menu" data-island-id="i0"><div class="s1 k"><br/><span class="s1">in</span></div></div>',
        '<p class="k">after</p></section>',
      ].join(''),
    );
  });
});
