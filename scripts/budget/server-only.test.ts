import { describe, expect, it } from 'vitest';
import { isServerOnly } from './server-only.ts';

describe('isServerOnly', () => {
  it('names the static page’s code: section layouts and their parts, page shell, content, all dictionaries, server renderer', () => {
    for (const module of [
      'src/sections/about/about-section.tsx',
      'src/sections/about/certification-list.tsx',
      'src/sections/experience/experience-entry.tsx',
      'src/sections/skills/skill-icon.tsx',
      'src/sections/hero/hero-portrait.tsx',
      'src/sections/not-found/not-found-page.tsx',
      'src/components/section-heading.tsx',
      'src/app/home-page.tsx',
      'src/hooks/page-content.tsx',
      'src/i18n/all-dictionaries.ts',
      'src/i18n/page-dictionaries/fr.ts',
      'src/content/projects.ts',
      'node_modules/react-dom/cjs/react-dom-server.node.production.js',
    ]) {
      expect(isServerOnly(module), module).toBe(true);
    }
  });

  it('leaves what islands run in the browser', () => {
    for (const module of [
      'src/sections/navigation/site-nav.island.tsx',
      'src/sections/projects/project-card.tsx',
      'src/sections/contact/form-field.tsx',
      'src/sections/hero/resume-menu.island.tsx',
      'src/components/button.tsx',
      'src/i18n/dictionaries/en.ts',
      'src/i18n/page-language.tsx',
      'node_modules/react-dom/cjs/react-dom-client.production.js',
    ]) {
      expect(isServerOnly(module), module).toBe(false);
    }
  });
});
