/** Every output of the build, each defined once (see output.ts): what dist/ holds beside the client's code. */
import admin from './admin.ts';
import cvPdf from './cv.pdf.ts';
import feeds from './feeds.ts';
import fonts from './fonts.ts';
import headers from './_headers.ts';
import redirects from './_redirects.ts';
import icons from './icons.ts';
import images from './images.ts';
import pages from './pages.ts';
import publicFiles from './public-files.ts';
import resumeJson from './resume.json.ts';
import robots from './robots.txt.ts';
import shareCards from './share-cards.ts';
import webManifest from './site.webmanifest.ts';
import sitemap from './sitemap.xml.ts';
import vercel from './vercel.json.ts';
import type { Output } from './output.ts';

export const ALL_OUTPUTS: readonly Output[] = [
  pages,
  publicFiles,
  images,
  fonts,
  shareCards,
  icons,
  resumeJson,
  cvPdf,
  sitemap,
  feeds,
  robots,
  webManifest,
  headers,
  vercel,
  redirects,
  admin,
];
