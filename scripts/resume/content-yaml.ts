/**
 * Writes content data as YAML the way the sample files are written — header comments, short lists
 * inline (`skills: [React, Vite]`), long text folded at ~90 columns — with a comment at the end of
 * any line, keyed by JSON pointer (`/roles/0/type` → `type: Contract # TODO: …`). js-yaml quotes the
 * scalars; it cannot write comments, hence this small emitter.
 */
import yaml from 'js-yaml';

export interface YamlOptions {
  /** Comment lines at the top, without the `# `. */
  header: readonly string[];
  /** Line comments by JSON pointer of the value, without the `# `. */
  comments?: ReadonlyMap<string, string>;
  /** Folded text is wrapped before this column (default 92, like the sample files). */
  width?: number;
}

type Value = unknown;

const LIST_ITEM_WIDTH = 150;

function scalar(value: Value): string {
  return yaml.dump(value, { lineWidth: -1, quotingType: '"' }).trimEnd();
}

function isShortList(value: readonly Value[]): boolean {
  // Paths (images) stay one per line, like the sample files.
  return value.every((v) => typeof v === 'string' && v.length <= 40 && !v.startsWith('/')) && value.join(', ').length <= 90;
}

// Folding keeps the text exactly when words are split by single spaces only.
function isFoldable(text: string): boolean {
  return !/\n|\t| {2}|^ | $/.test(text);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

class Emitter {
  readonly lines: string[] = [];
  /** The 0-based line of each value that starts a line, by JSON pointer. */
  readonly starts = new Map<string, number>();
  constructor(
    private readonly comments: ReadonlyMap<string, string>,
    private readonly width: number,
  ) {}

  private push(text: string, pointer: string, extra?: string): void {
    this.starts.set(pointer, this.lines.length);
    const comment = [...new Set([this.comments.get(pointer), extra])].filter(Boolean).join('; ');
    this.lines.push(comment ? `${text} # ${comment}` : text);
  }

  /** `prefix` is what starts the line (`key:` or `- `), `indent` the indentation of nested lines. */
  value(prefix: string, value: Value, indent: string, pointer: string, itemComment?: string): void {
    if (Array.isArray(value)) return this.list(prefix, value, indent, pointer, itemComment);
    if (value && typeof value === 'object') return this.map(prefix, value as Record<string, Value>, indent, pointer, itemComment);
    const head = prefix.endsWith(' ') ? prefix : `${prefix} `;
    // List items (achievements) read best one per line; only very long ones are folded.
    const limit = prefix.endsWith('- ') ? LIST_ITEM_WIDTH : this.width;
    if (typeof value === 'string' && value.length + head.length > limit && isFoldable(value)) {
      this.push(`${head}>-`, pointer, itemComment);
      for (const line of wrap(value, this.width - indent.length - 2)) this.lines.push(`${indent}  ${line}`);
    } else if (typeof value === 'string' && value.includes('\n') && !/^[ \t]|[ \t]$|\n[ \t]/.test(value)) {
      this.push(`${head}|-`, pointer, itemComment);
      for (const line of value.split('\n')) this.lines.push(line ? `${indent}  ${line}` : '');
    } else {
      this.push(`${head}${typeof value === 'string' && value.includes('\n') ? JSON.stringify(value) : scalar(value)}`, pointer, itemComment);
    }
  }

  private list(prefix: string, items: readonly Value[], indent: string, pointer: string, itemComment?: string): void {
    if (items.length === 0 || isShortList(items)) {
      this.push(
        `${prefix.endsWith(' ') ? prefix : `${prefix} `}${yaml.dump(items, { flowLevel: 0, lineWidth: -1, quotingType: '"' }).trimEnd()}`,
        pointer,
        itemComment,
      );
      return;
    }
    if (prefix !== '') this.push(prefix.trimEnd(), pointer, itemComment);
    const inner = prefix === '' ? indent : `${indent}  `;
    items.forEach((item, i) => this.value(`${inner}- `, item, `${inner}  `, `${pointer}/${i}`, this.comments.get(`${pointer}/${i}`)));
  }

  private map(prefix: string, record: Record<string, Value>, indent: string, pointer: string, itemComment?: string): void {
    const entries = Object.entries(record).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return this.push(`${prefix.endsWith(' ') ? prefix : `${prefix} `}{}`, pointer, itemComment);
    const inline = prefix.endsWith('- ');
    if (!inline && prefix !== '') this.push(prefix.trimEnd(), pointer, itemComment);
    const inner = inline || prefix === '' ? indent : `${indent}  `;
    entries.forEach(([key, v], i) => {
      // The first key of a list item shares the `- ` line; it carries the item's own comment too.
      const keyPrefix = inline && i === 0 ? `${prefix}${key}:` : `${inner}${key}:`;
      this.value(keyPrefix, v, inner, `${pointer}/${key}`, inline && i === 0 ? itemComment : undefined);
    });
  }
}

export interface YamlText {
  text: string;
  /** The 1-based line number where a value (by JSON pointer) is written. */
  lineOf: (pointer: string) => number | undefined;
}

/** The YAML text of one content file. */
export function toYaml(data: Record<string, Value>, options: YamlOptions): YamlText {
  const emitter = new Emitter(options.comments ?? new Map(), options.width ?? 92);
  emitter.value('', data, '', '');
  const header = options.header.map((h) => `# ${h}`);
  return {
    text: `${[...header, ...emitter.lines].join('\n')}\n`,
    lineOf: (pointer) => {
      // A list item's pointer is written on the line of its first key.
      const inside = [...emitter.starts].filter(([p]) => p === pointer || p.startsWith(`${pointer}/`)).map(([, line]) => line);
      return inside.length ? header.length + Math.min(...inside) + 1 : undefined;
    },
  };
}
