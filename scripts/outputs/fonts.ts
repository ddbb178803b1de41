/**
 * `/assets/fonts/<family>-<script>-<language>-<hash>.woff2`: the web fonts of the owner's look,
 * each one family's glyphs for one language's pages (scripts/look/font-files.ts). None when the
 * site uses the system's font.
 */
import { makeFontFile } from '../look/font-files.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'web fonts',
  files: ({ site }) => [...site.fontFiles].map(([url, recipe]) => fileOf(url, () => makeFontFile(url, recipe))),
});
