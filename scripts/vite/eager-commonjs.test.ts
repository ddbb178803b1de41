import vm from 'node:vm';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { eagerCommonJs, type AstNode } from './eager-commonjs.ts';

const parse = (code: string) => parseAst(code) as unknown as AstNode;
const rewrite = (code: string) => eagerCommonJs(code, parse);

/** Runs a chunk's code as the browser would (its wrappers called by Rolldown's CommonJS runtime) and returns what `require_a` exported. */
function run(code: string): unknown {
  const runtime = 'const __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod), cb = null), mod.exports);';
  // Inside a function called with no `this`, as at a module's top.
  return vm.runInNewContext(`(function () { 'use strict'; ${runtime} ${code}; return require_a(); }).call(undefined)`) as unknown;
}

describe('eagerCommonJs', () => {
  it('writes each CommonJS wrapper as a parenthesised function, which V8 compiles with the chunk', () => {
    const code = 'var require_a = /* @__PURE__ */ __commonJSMin(((exports, module) => {\n\tmodule.exports = { one: 1 };\n}));';
    expect(rewrite(code)).toBe('var require_a = /* @__PURE__ */ __commonJSMin((function (exports, module) {\n\tmodule.exports = { one: 1 };\n}));');
  });

  it('keeps what the module does: its exports, and its `this`, undefined either way', () => {
    const code = `var require_a = __commonJSMin(((exports) => { exports.self = this; exports.add = (a, b) => a + b; exports.rest = function () { return arguments.length; }; }));`;
    const before = run(code) as { self: unknown; add: (a: number, b: number) => number; rest: (...args: unknown[]) => number };
    const after = run(rewrite(code)) as typeof before;
    expect(rewrite(code)).toContain('__commonJSMin((function (exports) {');
    expect([after.self, after.add(2, 3), after.rest(1, 2, 3)]).toEqual([before.self, 5, 3]);
  });

  it('leaves a wrapper that names `arguments` itself, another call and an expression-bodied arrow as they are', () => {
    const code = [
      'var require_a = __commonJSMin(((exports) => { exports.n = arguments.length; }));',
      'var other = wrap(((exports) => { exports.n = 1; }));',
      'var require_b = __commonJSMin(((exports) => exports));',
    ].join('\n');
    expect(rewrite(code)).toBe(code);
  });

  it('rewrites every wrapper of a chunk, wherever it is', () => {
    const code = 'var require_a = __commonJSMin(((e) => { e.a = 1; }));\nvar require_b = __commonJSMin(((e, m) => { m.exports = require_a(); }));';
    const rewritten = rewrite(code);
    expect(rewritten.match(/__commonJSMin\(\(function \(/g)).toHaveLength(2);
    expect(run(rewritten)).toEqual({ a: 1 });
  });
});
