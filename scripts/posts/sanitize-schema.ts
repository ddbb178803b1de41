/**
 * What an author's HTML may keep: GitHub's schema (rehype-sanitize's defaultSchema), a little
 * stricter. No script, style, frame, object, form, SVG or MathML, no `on*` or `style` attribute,
 * and addresses only with an allowed protocol (http(s), mailto… for links; http(s) for images:
 * never javascript:, vbscript: or data:). Every `id` and `name` gets the `user-content-` prefix,
 * so a post cannot overshadow the page's own ids.
 *
 * The renderer's own markup (highlighted code, figures, scrolling tables, task boxes, link
 * markers) is added after sanitising, so none of it needs to be allowed here; no <input> at all.
 */
import { defaultSchema } from 'rehype-sanitize';
import type { Options as Schema } from 'rehype-sanitize';
import { STRIPPED } from './stripped-elements.ts';
import { TASK_CLASSES } from './task-lists.ts';

/** The prefix of every id and name an author writes (and of the footnotes' ids). */
export const CLOBBER_PREFIX = 'user-content-';

/**
 * Attributes GitHub allows everywhere that a post has no use for: a tab stop or shortcut of the
 * author's would break the page's keyboard order, and forms are not allowed anyway.
 */
const NOT_ANYWHERE = new Set(['accessKey', 'tabIndex', 'action', 'method', 'encType', 'acceptCharset', 'accept']);

/** The renderer's own tags: a <picture> and <source srcset> are options.image's to write (a srcset's addresses are not checked), a task's box is task-lists.ts'. */
const NOT_THE_AUTHORS = new Set(['picture', 'source', 'input']);

const attributes = defaultSchema.attributes ?? {};

export const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  clobberPrefix: CLOBBER_PREFIX,
  tagNames: (defaultSchema.tagNames ?? []).filter((name) => !NOT_THE_AUTHORS.has(name)),
  attributes: {
    ...Object.fromEntries(Object.entries(attributes).filter(([name]) => !NOT_THE_AUTHORS.has(name))),
    '*': (attributes['*'] ?? []).filter((attribute) => !NOT_ANYWHERE.has(typeof attribute === 'string' ? attribute : attribute[0])),
    // A task item's state, which the renderer reads to draw its box (an author who writes it gets a box, nothing more).
    li: [['className', 'task-list-item', TASK_CLASSES.done, TASK_CLASSES.open]],
  },
  required: {},
  strip: STRIPPED,
};
