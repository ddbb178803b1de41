/** `/site.webmanifest`: the site's name, colours and icons for a home screen. */
import { firstScheme } from '../../src/theme/look.ts';
import { lookIn } from '../site/site.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'web manifest',
  files: ({ site }) => [
    fileOf('/site.webmanifest', () => {
      const { site: settings, profile } = site.content;
      const colors = firstScheme(lookIn(site));
      const manifest = {
        name: settings.title,
        short_name: profile.name,
        description: settings.description,
        lang: settings.language,
        start_url: '/',
        display: 'browser',
        background_color: colors.bg,
        theme_color: colors.accent,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      };
      return `${JSON.stringify(manifest, null, 2)}\n`;
    }),
  ],
});
