/**
 * CommonJS packages (React, react-dom, scheduler) reach the browser wrapped, one function per
 * module, which runs when the module is first required. Rolldown writes that wrapper as an arrow
 * function; V8 compiles a function lazily unless it looks called at once — a `function`
 * expression in parentheses (a "PIFE") — so react-dom's whole body was parsed again on the main
 * thread when the page first ran it, inside its longest task (docs/performance.md: 109–156 ms
 * of it on the 2-core machine, 43–61 ms written as a `function`). This writes each wrapper as a
 * parenthesised `function`, which V8 compiles with the rest of the chunk, off the main thread.
 *
 * Only a wrapper whose own body never names `arguments` is rewritten (an arrow's `arguments` is
 * its surroundings'); its `this`, undefined at a module's top, stays undefined when the runtime
 * calls it as a plain function in a module's strict mode.
 */
import type { Plugin } from 'vite';

/** An ESTree node as Rolldown's parser gives it: its type, where it is, and its fields. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isAstNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Whether `node` names `arguments` in its own function's scope (not inside a nested non-arrow function). */
function namesArguments(node: AstNode): boolean {
  if (node.type === 'Identifier' && node.name === 'arguments') return true;
  if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') return false;
  return Object.values(node).some((value) =>
    Array.isArray(value) ? value.some((item) => isAstNode(item) && namesArguments(item)) : isAstNode(value) && namesArguments(value),
  );
}

/** The CommonJS wrappers of a chunk: `__commonJSMin((exports, module) => { … })`, arrows with a block body. */
function commonJsWrappers(program: AstNode, wrapperName: string): AstNode[] {
  const found: AstNode[] = [];
  const visit = (node: AstNode) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as AstNode;
      const [argument] = node.arguments as AstNode[];
      if (callee.type === 'Identifier' && callee.name === wrapperName && argument?.type === 'ArrowFunctionExpression') {
        const body = argument.body as AstNode;
        if (body.type === 'BlockStatement' && !argument.async && !namesArguments(body)) found.push(argument);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isAstNode(item) && visit(item));
      else if (isAstNode(value)) visit(value);
    }
  };
  visit(program);
  return found;
}

/** `code` with each wrapper arrow written as a `function` expression, from its parameters' and body's own text. */
export function eagerCommonJs(code: string, parse: (code: string) => AstNode, wrapperName = '__commonJSMin'): string {
  if (!code.includes(wrapperName)) return code;
  const wrappers = commonJsWrappers(parse(code), wrapperName);
  let out = '';
  let at = 0;
  for (const arrow of wrappers) {
    const params = (arrow.params as AstNode[]).map((param) => code.slice(param.start, param.end)).join(', ');
    const body = arrow.body as AstNode;
    out += `${code.slice(at, arrow.start)}function (${params}) ${code.slice(body.start, body.end)}`;
    at = arrow.end;
  }
  return out + code.slice(at);
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const changed = eagerCommonJs(code, (text) => this.parse(text) as unknown as AstNode);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
