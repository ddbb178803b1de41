/**
 * Gives every styled component a componentId derived from its file and name, as
 * babel-plugin-styled-components does. Without it styled-components numbers components in the
 * order their modules run, so the browser (which loads only the islands) would compute other
 * class names than the prerender (which loads every section) and the styles would not match.
 *
 * Handles `const Name = styled.tag…` and `const Name = styled(Component)…`, read from the
 * module's syntax tree (Rolldown's parser); any other use of styled-components' `styled` is an
 * error, so an unhandled form cannot slip through.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/** A short id (it is in the class attribute of every styled element): a letter and 6 base-36 digits. */
export function componentId(file: string, name: string): string {
  const hash = createHash('sha256').update(`${file}:${name}`).digest();
  return `s${hash.readUIntBE(0, 6).toString(36).padStart(10, '0').slice(-6)}`;
}

/** The name the module gives styled-components' default export, if it imports it. */
function styledName(program: ESTree.Program): string | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') continue;
    const found = statement.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier');
    if (found) return found.local.name;
  }
  return undefined;
}

/** `styled.tag` or `styled(Component)` at the root of a component's expression (`styled.a.attrs(…)\`…\``), if it is one. */
function styledBase(expression: ESTree.Expression, styled: string): ESTree.Expression | undefined {
  let node: ESTree.Expression | ESTree.Super = expression;
  for (;;) {
    if (node.type === 'TaggedTemplateExpression') node = node.tag;
    else if (node.type === 'CallExpression') {
      if (node.callee.type === 'Identifier' && node.callee.name === styled) return node;
      node = node.callee;
    } else if (node.type === 'MemberExpression') {
      if (node.object.type === 'Identifier' && node.object.name === styled) return node;
      node = node.object;
    } else return undefined;
  }
}

/** The code with ids added and the components it names, or undefined when it has no styled components. */
function withComponentIds(code: string, file: string): { code: string; names: string[] } | undefined {
  if (!code.includes('styled')) return undefined;
  // Rolldown's own parser, public through Vite: what the build itself reads the file with.
  const { program, errors } = parseSync(file, code, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  // A file that does not parse is left to the build, which says where.
  if (errors.length) return undefined;
  const styled = styledName(program);
  if (styled === undefined) return undefined;
  const named: { end: number; name: string }[] = [];
  const bases = new Set<number>();
  const uses: number[] = [];
  new Visitor({
    VariableDeclarator(node) {
      if (node.id.type !== 'Identifier' || !/^[A-Z]/.test(node.id.name) || !node.init) return;
      const base = styledBase(node.init, styled);
      if (!base) return;
      bases.add(base.start);
      named.push({ end: base.end, name: node.id.name });
    },
    MemberExpression(node) {
      if (node.object.type === 'Identifier' && node.object.name === styled) uses.push(node.start);
    },
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === styled) uses.push(node.start);
    },
  }).visit(program);
  const unnamed = uses.filter((start) => !bases.has(start));
  if (unnamed.length) {
    const lines = unnamed.map((start) => code.slice(0, start).split('\n').length);
    throw new Error(
      `${file}: write styled components as \`const Name = styled.tag\` or \`const Name = styled(Component)\` (found other uses on lines ${lines.join(', ')})`,
    );
  }
  if (named.length === 0) return undefined;
  let out = code;
  // From the end, so each insertion leaves the offsets before it as they were. No displayName: it would be prefixed to every class name in the HTML.
  for (const { end, name } of named.sort((a, b) => b.end - a.end))
    out = `${out.slice(0, end)}.withConfig({ componentId: '${componentId(file, name)}' })${out.slice(end)}`;
  return { code: out, names: named.map(({ name }) => name) };
}

/** Returns the code with ids added, or undefined when it has no styled components. */
export const addComponentIds = (code: string, file: string): string | undefined => withComponentIds(code, file)?.code;

export function styledComponentIds(root: string): Plugin {
  // Short ids could collide: each must name one component, whichever files a build transforms.
  const owners = new Map<string, string>();
  const claim = (names: readonly string[], file: string) => {
    for (const name of names) {
      const id = componentId(file, name);
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
      const out = withComponentIds(code, file);
      if (out === undefined) return undefined;
      claim(out.names, file);
      return { code: out.code, map: null };
    },
  };
}
