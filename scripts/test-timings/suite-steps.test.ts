import { describe, expect, it } from 'vitest';
import { suiteSteps } from './suite-steps.ts';

const scripts = {
  'test:site': 'npm run build && npm run budget && vitest run --project site',
  'test:project': 'npm run check:code && npm run test:node',
  'check:code': 'npm run types && tsx scripts/commands/code-checks.ts',
  'test:node': 'vitest run --project unit',
  build: 'tsx scripts/commands/build.ts',
  budget: 'tsx scripts/commands/budget.ts',
  types: 'tsx scripts/commands/content.ts types',
};

describe('suiteSteps', () => {
  it('runs a composed script as its parts, opening up the composed scripts it runs', () => {
    expect(suiteSteps(scripts, 'test:site')).toEqual(['npm run build', 'npm run budget', 'vitest run --project site']);
    expect(suiteSteps(scripts, 'test:project')).toEqual(['npm run types', 'tsx scripts/commands/code-checks.ts', 'npm run test:node']);
  });

  it('keeps a composed script it is told to as one command', () => {
    expect(suiteSteps(scripts, 'test:project', new Set(['check:code']))).toEqual(['npm run check:code', 'npm run test:node']);
  });

  it('runs a script of one command by its name', () => {
    expect(suiteSteps(scripts, 'build')).toEqual(['npm run build']);
  });

  it('says which script is missing or runs itself', () => {
    expect(() => suiteSteps(scripts, 'test:all')).toThrow('package.json has no script "test:all"');
    expect(() => suiteSteps({ a: 'npm run b && x', b: 'npm run a && y' }, 'a')).toThrow('package.json\'s script "a" runs itself (a → b → a)');
  });
});
