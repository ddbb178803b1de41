/**
 * A representative sample of the code a post shows, one snippet per language the posts are
 * likely to use: what the code themes' contrast test tokenises, so every kind of token a theme
 * colours (comments, strings, keywords, numbers, punctuation, inserted and deleted lines…) is met.
 */
import type { BundledLanguage } from 'shiki';

export const CODE_SAMPLES: Readonly<Partial<Record<BundledLanguage, string>>> = {
  ts: `// Greets someone, politely.
import { readFile } from 'node:fs/promises';
/** A person to greet. */
export interface Person { name: string; age?: number }
type Mood = 'happy' | "sad";
@sealed
export class Greeter<T extends Person> implements Iterable<T> {
  static #count = 0x1f;
  private readonly people: T[] = [];
  constructor(public prefix = \`Hello, \${'world'}!\`) {}
  async greet(person: T): Promise<string> {
    if (person.age !== undefined && person.age >= 18 || !/^[a-z]+$/i.test(person.name)) return this.prefix;
    const text = await readFile(new URL('./x.txt', import.meta.url), 'utf8');
    return \`\${this.prefix} \${person.name} \${text.length * 2.5e3}\`;
  }
  *[Symbol.iterator]() { yield* this.people; }
}
export default function main(): void { console.log(new Greeter().greet({ name: 'Ada' }), null, true, NaN); }
`,
  bash: `#!/usr/bin/env bash
# Builds the site, then serves it.
set -euo pipefail
export NODE_ENV=production
for file in dist/*.html; do
  echo "Built \${file} at $(date +%s)" >> build.log 2>&1
done
if [[ -z "\${PORT:-}" ]]; then PORT=8080; fi
npm run build && npx serve -l "$PORT" 'dist' | tee /dev/null
`,
  json: `{
  "name": "portfolio",
  "version": "1.0.0",
  "private": true,
  "count": 42,
  "ratio": -1.5e-3,
  "nothing": null,
  "tags": ["a", "b"],
  "nested": { "deep": { "yes": false } }
}
`,
  yaml: `# The site's settings
site:
  title: "My site"
  url: https://example.com/
  languages: [en, fr]
  draft: false
  count: 3
  anchors: &defaults
    theme: light
  copy: *defaults
  description: >
    A folded
    string.
  date: 2024-01-31
  nothing: ~
`,
  python: `"""Counts words in files."""
from __future__ import annotations
import re
from dataclasses import dataclass

@dataclass(frozen=True)
class Count:
    word: str
    times: int = 0

def count(path: str, *, pattern: str = r"\\w+") -> dict[str, int]:
    # Lower-case every word first.
    found: dict[str, int] = {}
    with open(path, encoding="utf-8") as handle:
        for word in re.findall(pattern, handle.read().lower()):
            found[word] = found.get(word, 0) + 1
    return {k: v for k, v in found.items() if v > 1 and k is not None}

if __name__ == "__main__":
    print(f"{count('a.txt')!r} {0x10} {3.14} {True}")
`,
  css: `/* The code blocks' colours */
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) .shiki span { color: var(--shiki-dark, #fff) !important; }
}
.code-block > pre[tabindex]:focus-visible::before,
#main a:hover {
  margin: 0 auto calc(1rem + 2px);
  font: italic 700 1.2em/1.5 "Inter", sans-serif;
  background: url("/x.png") no-repeat, linear-gradient(45deg, rgb(0 0 0 / 50%), #abcdef);
  transition: opacity 0.3s ease-in-out;
}
@keyframes fade { from { opacity: 0; } to { opacity: 1; } }
`,
  html: `<!doctype html>
<html lang="en">
  <!-- A page -->
  <head><meta charset="utf-8" /><title>Hello &amp; welcome</title></head>
  <body class="page" data-id="1">
    <a href="/about/" aria-label="About">About</a>
    <img src="a.png" alt="" width="10" hidden>
    <script type="module">const x = 1 + 2; console.log(\`\${x}\`);</script>
    <style>body { color: red; }</style>
  </body>
</html>
`,
  diff: `diff --git a/src/app.ts b/src/app.ts
index 83db48f..bf269f4 100644
--- a/src/app.ts
+++ b/src/app.ts
@@ -1,4 +1,4 @@ export function app()
 const kept = 1;
-const removed = 2;
+const added = 3;
\\ No newline at end of file
`,
};
