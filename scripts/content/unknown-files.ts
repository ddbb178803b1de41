/** The YAML files of content/ that no schema describes (a typo in a file's name, a file of another project). */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from './problem.ts';
import { UI_FILE } from './ui-texts.ts';

export function unknownFiles(contentDir: string, names: readonly string[], rel: (name: string) => string): Problem[] {
  const problems: Problem[] = [];
  for (const entry of fs.existsSync(contentDir) ? fs.readdirSync(contentDir) : []) {
    const name = entry.replace(/\.ya?ml$/, '');
    if (name !== entry && !names.includes(name) && entry !== UI_FILE) {
      const hint = `expected one of ${names.map((n) => `${n}.yaml`).join(', ')}`;
      const file = rel(name).replace(/\.yaml$/, path.extname(entry));
      problems.push({ file, at: { line: 1, col: 1 }, field: '', severity: 'error', message: 'no schema describes this file', hint });
    }
  }
  return problems;
}
