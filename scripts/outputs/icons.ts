/**
 * `/icons/*.png`: the favicon (public/favicon.svg) drawn at each size the head and the web manifest
 * name; and `/favicon.ico`, unless the owner's public/ has one, for whatever asks before it has
 * read a page's links (the boot script adds them after the first paint) or without reading them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstScheme } from '../../src/theme/look.ts';
import { icoFile } from '../share-cards/ico-file.ts';
import { ICONS, renderIcons } from '../share-cards/render-card.ts';
import { lookIn } from '../site/site.ts';
import { defineOutput, fileOf } from './output.ts';

const ICO_SIZE = 32;
const ICO_SOURCE = `icons/favicon-${ICO_SIZE}.png`;

export default defineOutput({
  name: 'icons',
  files: ({ site }) => {
    // Drawn together on the first request for one of them: each is a few milliseconds.
    let drawn: Map<string, Buffer> | undefined;
    // The Apple icon sits on the page's background, as a visitor first sees it.
    const appleBackground = firstScheme(lookIn(site)).bg;
    const icons = () => (drawn ??= renderIcons(fs.readFileSync(path.join(site.paths.publicDir, 'favicon.svg'), 'utf8'), { appleBackground }));
    const icon = (name: string) => {
      const png = icons().get(name);
      if (!png) throw new Error(`no icon ${name}`);
      return png;
    };
    const pngs = [...ICONS.keys()].map((name) => fileOf(`/${name}`, () => icon(name)));
    if (fs.existsSync(path.join(site.paths.publicDir, 'favicon.ico'))) return pngs;
    return [...pngs, fileOf('/favicon.ico', () => icoFile([{ size: ICO_SIZE, png: icon(ICO_SOURCE) }]))];
  },
});
