/**
 * A content migration: when a release changes what content may say (a field renamed, moved or
 * split, a value's form changed), it ships one that rewrites the owner's YAML and posts' front
 * matter into the new form. It edits the parsed document (the editor's, which prints every
 * untouched line as it was written) and says what it did, and what it could not do for the owner.
 */
import type { Document, Node } from 'yaml';

export interface MigrationFile {
  /** The file inside content/: `profile.yaml`, `fr/profile.yaml`, `sections/talks.yaml`, `posts/a.md`. */
  file: string;
  /** Its content name: `profile`, `sections/talks`, `post` (for any language). */
  name: string;
  /** The language of a translation (`fr`), none for the default language's files. */
  language?: string;
  /** The YAML: the whole file, or a post's front matter. */
  doc: Document;
  /**
   * Says what was changed, at the node as it was read. With `replacement`, the change is that node's
   * source text replaced (a key renamed): a file whose changes all say so is edited in its text, byte
   * for byte around them; otherwise the changed document is printed (untouched lines kept).
   */
  did: (node: Node | null | undefined, field: string, message: string, replacement?: string) => void;
  /** Says what the owner must do by hand: `blocking` when the site cannot build until they do. */
  needs: (node: Node | null | undefined, field: string, message: string, blocking: boolean) => void;
}

export interface Migration {
  /** The release whose content form it writes (`0.2.0`): it runs on content written for an earlier one. */
  release: string;
  /** What changed, in the owner's words: "`resume` links are keyed by language code". */
  title: string;
  migrate: (file: MigrationFile) => void;
}
