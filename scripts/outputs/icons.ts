/** `/icons/*.png`: the favicon (public/favicon.svg) drawn at each size the head and the web manifest name. */
import fs from 'node:fs';
import path from 'node:path';
import { ICONS, renderIcons } from '../share-cards/render-card.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'icons',
  files: ({ site }) => {
    // Drawn together on the first request for one of them: each is a few milliseconds.
    let drawn: Map<string, Buffer> | undefined;
    const icons = () => (drawn ??= renderIcons(fs.readFileSync(path.join(site.paths.publicDir, 'favicon.svg'), 'utf8')));
    return [...ICONS.keys()].map((name) =>
      fileOf(`/${name}`, () => {
        const png = icons().get(name);
        if (!png) throw new Error(`no icon ${name}`);
        return png;
      }),
    );
  },
});
