/**
 * Plans and applies the content migrations between two releases: each file of content/ is read
 * with the editor's YAML parser, handed to each migration in release order, and printed again only
 * when one changed it (every untouched line byte for byte); site.yaml then records the new release.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { Node } from 'yaml';
import { parseYaml, printYaml } from '../../src/admin/yaml-document.ts';
import { splitPost } from '../content/posts/front-matter.ts';
import { LineIndex, type Position } from '../content/source-map.ts';
import { filesUnder } from '../starter/files-under.ts';
import { ALL_MIGRATIONS } from './all-migrations.ts';
import { contentRelease, withRelease } from './content-release.ts';
import type { Migration, MigrationFile } from './migration.ts';

export interface MigrationNote {
  /** Relative to the project: `content/profile.yaml`. */
  file: string;
  at: Position;
  field: string;
  message: string;
  /** The migration's release and title. */
  migration: Migration;
  /** For what needs the owner: whether the site cannot build until they do it. */
  blocking?: boolean;
}

export interface MigrationPlan {
  from: string;
  to: string;
  migrations: Migration[];
  /** The new text of each file a migration changed (site.yaml's with the new release), by path inside content/. */
  changed: Map<string, string>;
  done: MigrationNote[];
  needs: MigrationNote[];
}

/** The migrations that take content written for `from` to the form of `to`, in release order. */
export function migrationsBetween(from: string, to: string, migrations: readonly Migration[] = ALL_MIGRATIONS): Migration[] {
  return migrations.filter((m) => semver.gt(m.release, from) && semver.lte(m.release, to)).sort((a, b) => semver.compare(a.release, b.release));
}

/** What migrating content/ to release `to` would do; nothing is written. */
export function planMigrations(contentDir: string, to: string, migrations: readonly Migration[] = ALL_MIGRATIONS): MigrationPlan {
  const from = contentRelease(contentDir);
  // A release that is not one (`release: 0.2`) is the schema's to report, at its line.
  const valid = semver.valid(from) !== null && semver.valid(to) !== null;
  const pending = valid ? migrationsBetween(from, to, migrations) : [];
  const plan: MigrationPlan = { from, to, migrations: pending, changed: new Map(), done: [], needs: [] };
  for (const full of pending.length ? filesUnder(contentDir).filter((f) => /\.(ya?ml|md)$/.test(f)) : []) {
    const file = path.relative(contentDir, full).split(path.sep).join('/');
    const text = fs.readFileSync(full, 'utf8');
    const migrated = migrateFile(file, text, pending, plan);
    if (migrated !== undefined) plan.changed.set(file, migrated);
  }
  const site = plan.changed.get('site.yaml') ?? readIfThere(path.join(contentDir, 'site.yaml'));
  if (site !== undefined && valid && semver.lt(from, to)) plan.changed.set('site.yaml', withRelease(site, to));
  return plan;
}

/** Writes the plan's files: each to a temporary file first, then all renamed into place, site.yaml (the release) last. */
export function applyMigrations(contentDir: string, plan: MigrationPlan): void {
  const last = (file: string) => (file === 'site.yaml' ? 1 : 0);
  const staged = [...plan.changed]
    .sort(([a], [b]) => last(a) - last(b))
    .map(([file, text]) => {
      const target = path.join(contentDir, file);
      const temporary = `${target}.migrating`;
      fs.writeFileSync(temporary, text);
      return [temporary, target] as const;
    });
  for (const [temporary, target] of staged) fs.renameSync(temporary, target);
}

function migrateFile(file: string, text: string, migrations: readonly Migration[], plan: MigrationPlan): string | undefined {
  const post = file.endsWith('.md') ? splitPost(text) : undefined;
  if (post && 'problem' in post) return undefined;
  const yamlText = post ? post.frontMatter : text;
  let doc;
  try {
    doc = parseYaml(yamlText);
  } catch {
    // A file that does not parse is the content check's to report; a migration cannot read it.
    return undefined;
  }
  const index = new LineIndex(text);
  const { name, language } = contentName(file);
  let changed = false;
  // Text edits of the file (offsets into it); undefined once a change has no text of its own.
  let edits: { start: number; end: number; text: string }[] | undefined = [];
  for (const migration of migrations) {
    const note = (node: Node | null | undefined, field: string, message: string) => ({
      file: `content/${file}`,
      at: index.position(node?.range?.[0] ?? 0),
      field,
      message,
      migration,
    });
    const target: MigrationFile = {
      file,
      name,
      ...(language ? { language } : {}),
      doc,
      did: (node, field, message, replacement) => {
        changed = true;
        plan.done.push(note(node, field, message));
        const range = node?.range;
        edits = replacement !== undefined && range && edits ? [...edits, { start: range[0], end: range[1], text: replacement }] : undefined;
      },
      needs: (node, field, message, blocking) => plan.needs.push({ ...note(node, field, message), blocking }),
    };
    migration.migrate(target);
  }
  if (!changed) return undefined;
  const sorted = [...(edits ?? [])].sort((a, b) => b.start - a.start);
  // Two migrations' edits of one spot cannot both apply to the text as read: the document has both.
  const overlapping = sorted.some((edit, i) => i > 0 && edit.end > (sorted[i - 1]?.start ?? Infinity));
  if (edits && !overlapping) return sorted.reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
  const printed = printYaml(doc);
  if (!post) return printed;
  // The front matter printed again between its fences, the body as it was.
  const fenced = printed.startsWith('---') ? printed : `---\n${printed}`;
  return `${fenced}---\n${post.body}`;
}

/** `fr/posts/a.md` → post in fr; `sections/talks.yaml` → sections/talks; `profile.yaml` → profile. */
function contentName(file: string): { name: string; language?: string } {
  const parts = file.split('/');
  const language = parts.length > 1 && !['posts', 'sections'].includes(parts[0] ?? '') ? parts.shift() : undefined;
  const rest = parts.join('/');
  const name = rest.startsWith('posts/') ? 'post' : rest.replace(/\.ya?ml$/, '');
  return language ? { name, language } : { name };
}

function readIfThere(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
