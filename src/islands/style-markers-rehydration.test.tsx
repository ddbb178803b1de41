// @vitest-environment jsdom
/**
 * Pins styled-components' browser side to what prune-style-markers.ts assumes of it (no public
 * API says it): it takes in the prerendered <style data-styled> tag by its markers; a component
 * whose marker stays is not styled again; one whose marker was pruned has its rules written again,
 * after every prerendered rule. Each page's copy of styled-components starts with the
 * prerendered tag in place: so does a fresh instance of the module here (the file imported again
 * under another address), as the test project shares modules between files.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as StyledComponents from 'styled-components';
import { expect, it } from 'vitest';
import { pruneStyleMarkers, STYLE_TAG_ATTRIBUTE } from './prune-style-markers.ts';

type StyledModule = typeof StyledComponents;

const require = createRequire(import.meta.url);
const moduleFile = pathToFileURL(require.resolve('styled-components').replace(/\.cjs\.js$/, '.esm.js')).href;
let instances = 0;
const freshStyled = async (): Promise<StyledModule> => (await import(/* @vite-ignore */ `${moduleFile}?instance=${++instances}`)) as StyledModule;

const components = ({ default: styled }: StyledModule) => ({
  Kept: styled.p.withConfig({ componentId: 'skept01' })`
    color: red;
  `,
  Pruned: styled.p.withConfig({ componentId: 'sprune1' })`
    color: blue;
  `,
  Last: styled.p.withConfig({ componentId: 'slast01' })`
    color: green;
  `,
});

it('takes in the prerendered rules by the markers that stay, and writes again the rules of a component whose marker went', async () => {
  const server = await freshStyled();
  const { Kept, Pruned, Last } = components(server);
  const sheet = new server.ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      <>
        <Kept>a</Kept>
        <Pruned>b</Pruned>
        <Last>c</Last>
      </>,
    ),
  );
  document.head.innerHTML = pruneStyleMarkers(sheet.getStyleTags(), new Set(['skept01']));
  document.body.innerHTML = `<div id="root">${html}</div>`;

  const page = components(await freshStyled());
  const root = createRoot(document.getElementById('root') as HTMLElement);
  flushSync(() =>
    root.render(
      <>
        <page.Kept>a</page.Kept>
        <page.Pruned>b</page.Pruned>
        <page.Last>c</page.Last>
      </>,
    ),
  );
  // The prerendered tag is taken into styled-components' own.
  expect(document.querySelector(`style[${STYLE_TAG_ATTRIBUTE}="true"]`)).toBeNull();
  const written = [...document.querySelectorAll(`style[${STYLE_TAG_ATTRIBUTE}]`)].map((style) => style.textContent).join('');
  const count = (rule: string) => written.split(rule).length - 1;
  expect([count('{color:red;}'), count('{color:green;}')]).toEqual([1, 1]);
  // The component without its marker: its rules again, after every prerendered rule.
  expect(count('{color:blue;}')).toBe(2);
  expect(written.lastIndexOf('{color:blue;}')).toBeGreaterThan(written.indexOf('{color:green;}'));
  root.unmount();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
