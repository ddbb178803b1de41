/**
 * Gives every styled component a componentId derived from its file and name, as
 * babel-plugin-styled-components does. Without it styled-components numbers components in the
 * order their modules run, so the browser (which loads only the islands) would compute other
 * class names than the prerender (which loads every section) and the styles would not match.
 *
 * Handles `const Name = styled.tag…` and `const Name = styled(Component)…`; any other use of
 * `styled.`/`styled(` is an error, so an unhandled form cannot slip through.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

const DECLARATION = /\b(const\s+([A-Z]\w*)\s*=\s*)styled(\.\w+|\((?:[\w.]+)\))/g;
const ANY_USE = /(?<![\w.'"/-])styled(?:\.\w+|\()/g;

/** A short id (it is in the class attribute of every styled element): a letter and 6 base-36 digits. */
export function componentId(file: string, name: string): string {
  const hash = createHash('sha256').update(`${file}:${name}`).digest();
  return `s${hash.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-6)}`;
}

/** Returns the code with ids added, or undefined when it has no styled components. */
export function addComponentIds(code: string, file: string): string | undefined {
  const uses = [...code.matchAll(ANY_USE)].filter((m) => !isImport(code, m.index));
  if (uses.length === 0) return undefined;
  let count = 0;
  const out = code.replace(DECLARATION, (_, declaration: string, name: string, target: string) => {
    count++;
    // No displayName: it would be prefixed to every class name in the HTML.
    return `${declaration}styled${target}.withConfig({ componentId: '${componentId(file, name)}' })`;
  });
  if (count !== uses.length) {
    const lines = uses.map((m) => code.slice(0, m.index).split('\n').length);
    throw new Error(
      `${file}: write styled components as \`const Name = styled.tag\` or \`const Name = styled(Component)\` (found other uses on lines ${lines.join(', ')})`,
    );
  }
  return out;
}

function isImport(code: string, index: number): boolean {
  const lineStart = code.lastIndexOf('\n', index) + 1;
  return /^\s*(import|export \{)/.test(code.slice(lineStart, index));
}

export function styledComponentIds(root: string): Plugin {
  // Short ids could collide: each must name one component, whichever files a build transforms.
  const owners = new Map<string, string>();
  const claim = (code: string, file: string) => {
    for (const [, name] of code.matchAll(/\bconst\s+([A-Z]\w*)\s*=\s*styled[.(]/g)) {
      const id = componentId(file, name ?? '');
      const owner = `${file}:${name}`;
      if ((owners.get(id) ?? owner) !== owner) throw new Error(`styled component ids collide: ${owner} and ${owners.get(id)} — rename one of them`);
      owners.set(id, owner);
    }
  };
  return {
    name: 'portfolio-styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = path
        .relative(root, id.split('?')[0] ?? id)
        .split(path.sep)
        .join('/');
      if (!file.startsWith('src/') || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || !code.includes('styled')) return undefined;
      const out = addComponentIds(code, file);
      if (out === undefined) return undefined;
      claim(code, file);
      return { code: out, map: null };
    },
  };
}
