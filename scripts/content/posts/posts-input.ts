/** What loading the posts (load-posts.ts) is given: where they are, the site's languages and the facts their links are checked against. */
import type { ValidateFunction } from 'ajv';

export interface PostsInput {
  root: string;
  contentDir: string;
  publicDir: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The front matter's validators (schemas/post.schema.json, and a translation's). */
  schemas: { validate: ValidateFunction; translation: ValidateFunction };
  /** The site's address, and the slugs of the projects it publishes pages for: unknown when site.yaml or projects.yaml is invalid (links are then not checked, not to report its errors again). */
  siteUrl: string;
  projects: readonly string[] | undefined;
  ownerName: string;
  /** Publish drafts too (`npm run dev`). */
  drafts: boolean;
}
