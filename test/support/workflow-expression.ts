/**
 * GitHub Actions' `if:` expressions, as far as our workflows write them: context paths
 * (`needs.plan.outputs.project`), string literals, `==` and `!=`, `&&`, `||` and parentheses; an
 * `if` with `${{ }}` around it or without. Enough to run a workflow's decisions in a test, and it
 * throws on anything else, so a new kind of expression cannot pass unread.
 */
export type Context = Record<string, unknown>;

const TOKEN = /\s*(\|\||&&|==|!=|\(|\)|'(?:[^']|'')*'|[A-Za-z_][\w.-]*)/y;

/** An `if:` expression's truth. */
export function evaluateIf(expression: string, context: Context): boolean {
  return Boolean(evaluate(expression, context));
}

/** An expression's value: `||` gives its first truthy operand (GitHub's `a || b` default), `&&` its first falsy one. */
export function evaluate(expression: string, context: Context): unknown {
  const source = expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.trimEnd().length) {
    const match = TOKEN.exec(source);
    if (!match?.[1]) throw new Error(`Unsupported expression at ${TOKEN.lastIndex}: ${source}`);
    tokens.push(match[1]);
  }
  let at = 0;
  const value = (token: string): unknown => {
    if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'");
    return token.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], context) ?? '';
  };
  const primary = (): unknown => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') throw new Error(`Unbalanced parentheses: ${source}`);
      return inner;
    }
    if (token === undefined || /^(\|\||&&|==|!=|\))$/.test(token)) throw new Error(`Unexpected ${token ?? 'end'}: ${source}`);
    const left = value(token);
    const operator = tokens[at];
    if (operator !== '==' && operator !== '!=') return left;
    at++;
    const right = primary();
    return operator === '==' ? String(left) === String(right) : String(left) !== String(right);
  };
  /** Operands joined by `operator`: the value is the first one `decides` stops at, else the last. */
  const chain = (operator: string, operand: () => unknown, decides: (value: unknown) => boolean) => (): unknown => {
    let result = operand();
    while (tokens[at] === operator) {
      at++;
      const next = operand();
      if (!decides(result)) result = next;
    }
    return result;
  };
  const and = chain('&&', primary, (value) => !value);
  const or = chain('||', and, Boolean);
  const result = or();
  if (at !== tokens.length) throw new Error(`Unexpected ${tokens[at]}: ${source}`);
  return result;
}

/** A string with `${{ … }}` in it (a step's `env`, a job's `outputs`), each replaced by its value. */
export function interpolate(text: string, context: Context): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, inner: string) => String(evaluate(inner, context)));
}
