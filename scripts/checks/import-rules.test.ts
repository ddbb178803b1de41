import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { importProblems } from './import-rules.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

it('finds a cycle of type-only imports, and a script that reads an interface folder, each said with its fix', async () => {
  write({
    'scripts/report.ts': "import type { Check } from './check.ts';\nexport type Report = (check: Check) => void;\n",
    'scripts/check.ts': "import type { Report } from './report.ts';\nexport type Check = { report: Report };\n",
    'scripts/icons.ts': "import { NAMES } from '../src/components/names.ts';\nexport const count = NAMES.length;\n",
    'src/components/names.ts': "export const NAMES = ['github'];\n",
    'src/lib/fine.ts': "import { NAMES } from '../components/names.ts';\nexport const first = NAMES[0];\n",
  });
  // src/lib/ may read the interface's folders: the rule is the scripts'.
  const problems = await importProblems(root, ['scripts', 'src']);
  expect(problems).toEqual([
    expect.stringMatching(
      /^no-cycle: scripts\/check\.ts → scripts\/report\.ts \(scripts\/check\.ts → scripts\/report\.ts → scripts\/check\.ts\) — move what both/,
    ),
    'no-interface-in-engine: scripts/icons.ts → src/components/names.ts — move the data into src/lib/, where the scripts and the interface both read it',
  ]);
});
