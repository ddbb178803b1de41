import { describe, expect, it } from 'vitest';
import { repositoryOf, whatRuns } from './what-runs.ts';

const ownership = { template: 'https://github.com/yaml-portfolio/yaml-portfolio.git', ownerFiles: ['content/**', 'public/**', 'CNAME'] };

describe('whatRuns', () => {
  it("skips the project's suite when only the owner's files changed", () => {
    const decision = whatRuns({ ownership, repository: 'ada/site', changed: ['content/profile.yaml', 'public/images/me.jpg', 'CNAME'] });
    expect(decision).toEqual({ project: false, reason: "Only the owner's files changed (3): the project's own suite is skipped.", engineFiles: [] });
  });

  it('runs it when a file of the engine changed, and names the first five', () => {
    const changed = ['content/site.yaml', 'src/app/root.tsx', 'package.json', 'CNAME.old', 'contents/x', 'a', 'b', 'c'];
    const decision = whatRuns({ ownership, repository: 'ada/site', changed });
    expect(decision.project).toBe(true);
    expect(decision.engineFiles).toEqual(['src/app/root.tsx', 'package.json', 'CNAME.old', 'contents/x', 'a', 'b', 'c']);
    expect(decision.reason).toBe(
      "Files of the engine changed (src/app/root.tsx, package.json, CNAME.old, contents/x, a and 2 more): the project's own suite runs.",
    );
  });

  it('runs it when what changed is not known', () => {
    expect(whatRuns({ ownership, repository: 'ada/site', changed: undefined }).project).toBe(true);
  });

  it("runs it on the template's own repository, whatever changed", () => {
    expect(whatRuns({ ownership, repository: 'YAML-Portfolio/yaml-portfolio', changed: ['content/site.yaml'] })).toMatchObject({ project: true });
  });

  it('treats every file as the engine’s when package.json declares no owner files', () => {
    expect(whatRuns({ ownership: { ownerFiles: [] }, changed: ['content/site.yaml'] }).project).toBe(true);
  });

  it('decides nothing from an empty change: no file of the engine changed', () => {
    expect(whatRuns({ ownership, repository: 'ada/site', changed: [] }).project).toBe(false);
  });
});

describe('repositoryOf', () => {
  it.each([
    ['https://github.com/Ada/Site.git', 'ada/site'],
    ['https://github.com/ada/site', 'ada/site'],
    ['https://github.com/ada/site/', 'ada/site'],
    ['git@github.com:ada/my.site.git', 'ada/my.site'],
    ['/home/ada/template', undefined],
    ['https://gitlab.com/ada/site.git', undefined],
    [undefined, undefined],
  ])('%s → %s', (address, repository) => {
    expect(repositoryOf(address)).toBe(repository);
  });
});
