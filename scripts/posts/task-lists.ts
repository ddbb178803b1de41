/**
 * A task list item's box, written by the renderer, never taken from the author: GFM's
 * `<input type="checkbox" disabled>` is read before the author's HTML is parsed (every element is
 * Markdown's then) and becomes a class of its item, `task-list-item task-done` (or `task-open`);
 * the sanitiser drops every input and keeps those classes. Once the body is sanitised, each such
 * item starts with `<span class="task task-done" role="img" aria-label="Done"></span>` (or
 * `task-open`, "Not done"), which the page's CSS draws: an image that says what the item is,
 * where a disabled checkbox is a form control announced as one that cannot be used.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** An item's class for its state; the sanitiser allows these on `<li>` (sanitize-schema.ts). */
export const TASK_CLASSES = { done: 'task-done', open: 'task-open' } as const;

function classes(element: Element): string[] {
  const names = element.properties.className;
  return Array.isArray(names) ? names.map(String) : [];
}

/** The item's box: the first element of the item, or of its first paragraph (a loose list's). */
function boxOf(item: Element): { holder: Element; index: number } | undefined {
  const first = item.children.find((child): child is Element => child.type === 'element');
  const holder = first?.tagName === 'p' ? first : item;
  const index = holder.children.findIndex((child) => child.type === 'element');
  const box = holder.children[index];
  return box?.type === 'element' && box.tagName === 'input' ? { holder, index } : undefined;
}

/** Before rehype-raw: GFM's boxes become their items' classes. */
export function rehypeTaskStates() {
  return (tree: Root) => {
    visit(tree, 'element', (item) => {
      if (item.tagName !== 'li' || !classes(item).includes('task-list-item')) return;
      const box = boxOf(item);
      if (box === undefined) return;
      const [input] = box.holder.children.splice(box.index, 1);
      const done = input?.type === 'element' && input.properties.checked === true;
      item.properties.className = [...classes(item), done ? TASK_CLASSES.done : TASK_CLASSES.open];
    });
  };
}

/** After sanitising: each task item starts with its box, named in the body's words. */
export function rehypeTaskBoxes(words: { taskDone: string; taskOpen: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (item) => {
      if (item.tagName !== 'li') return;
      const names = classes(item);
      const done = names.includes(TASK_CLASSES.done);
      if (!done && !names.includes(TASK_CLASSES.open)) return;
      const box: ElementContent = {
        type: 'element',
        tagName: 'span',
        properties: {
          className: ['task', done ? TASK_CLASSES.done : TASK_CLASSES.open],
          role: 'img',
          ariaLabel: done ? words.taskDone : words.taskOpen,
        },
        children: [],
      };
      const first = item.children.find((child): child is Element => child.type === 'element');
      (first?.tagName === 'p' ? first : item).children.unshift(box);
    });
  };
}
