/** `npm run build` in GitHub Actions pins content problems to their lines, as `content:check` does. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixturesDir } from '../support/content-fixture.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
beforeAll(() => {
  project = tempProject();
});
afterAll(() => project.remove());

it('refuses bad content with the human report on stderr and workflow commands on stdout', () => {
  project.write('content/contact.yaml', fs.readFileSync(path.join(fixturesDir, 'enum-value', 'contact.yaml'), 'utf8'));
  const run = project.run('build', [], { GITHUB_ACTIONS: 'true', CONTENT_ANNOTATIONS: '' });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe(
    '::error file=content/contact.yaml,line=6,col=12,title=methods[1].label::must be one of "Email", "Phone" or "LinkedIn" (got "Fax")\n',
  );
  expect(run.stderr).toMatch(/^content\/contact\.yaml:6:12 error methods\[1\]\.label: must be one of "Email", "Phone" or "LinkedIn"/);
  expect(run.stderr).toContain('Nothing was built: dist/ is unchanged.');
});
