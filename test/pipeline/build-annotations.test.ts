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
  project.write('content/projects.yaml', fs.readFileSync(path.join(fixturesDir, 'enum-value', 'projects.yaml'), 'utf8'));
  const run = project.run('build', [], { GITHUB_ACTIONS: 'true', CONTENT_ANNOTATIONS: '' });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe(
    '::error file=content/projects.yaml,line=9,col=11,title=projects[1].type::must be "Web Application" or "AI Automation" (got "Mobile App")\n',
  );
  expect(run.stderr).toMatch(/^content\/projects\.yaml:9:11 error projects\[1\]\.type: must be "Web Application" or "AI Automation"/);
  expect(run.stderr).toContain('Nothing was built: dist/ is unchanged.');
}, 60_000);
