/**
 * A project's address: `/projects/<slug>/`. The slug is the project's own `slug` when it has
 * one, otherwise its title in kebab case with accents folded ("Générateur de PDF" →
 * "generateur-de-pdf"). Used by the content checks, the generated content, the build's page
 * list and share cards, and the browser.
 */
import { kebabCase } from './kebab-case.ts'; // with its extension: build scripts import this file too

/** URL-safe kebab case; the same pattern as `slug` in schemas/projects.schema.json. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Générateur de PDF" → "generateur-de-pdf"; empty when the text has no letter or digit. */
export function slugify(text: string): string {
  return kebabCase(text);
}

/** The slug a project is published under: its own, or one made from its title. */
export function projectSlug(project: { readonly title: string; readonly slug?: string }): string {
  return project.slug ?? slugify(project.title);
}
