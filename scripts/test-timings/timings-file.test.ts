import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addTimings, readTimings, resetTimings, timingsPath } from './timings-file.ts';

const roots: string[] = [];
function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'timings-'));
  roots.push(root);
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('the timings file', () => {
  it('adds each command’s timings to the record, a project measured again replacing its files', () => {
    const root = tempRoot();
    resetTimings(root);
    addTimings(root, { steps: { build: { seconds: 10, passed: true } } });
    addTimings(root, {
      projects: { unit: { seconds: 5, files: 1, tests: 2 }, site: { seconds: 9, files: 1, tests: 1 } },
      files: [
        { project: 'unit', file: 'old.test.ts', seconds: 5 },
        { project: 'site', file: 'pages.test.ts', seconds: 9 },
      ],
    });
    addTimings(root, { projects: { unit: { seconds: 4, files: 1, tests: 2 } }, files: [{ project: 'unit', file: 'new.test.ts', seconds: 4 }] });
    const timings = readTimings(root);
    expect(timings?.steps).toEqual({ build: { seconds: 10, passed: true } });
    expect(timings?.projects.unit).toEqual({ seconds: 4, files: 1, tests: 2 });
    expect(timings?.files.map((file) => file.file)).toEqual(['pages.test.ts', 'new.test.ts']);
  });

  it('starts afresh on a reset, and reads nothing from a missing or unreadable file', () => {
    const root = tempRoot();
    expect(readTimings(root)).toBeUndefined();
    fs.writeFileSync(timingsPath(root), '{ not json');
    expect(readTimings(root)).toBeUndefined();
    addTimings(root, { steps: { build: { seconds: 1, passed: true } } });
    resetTimings(root);
    expect(readTimings(root)?.steps).toEqual({});
  });
});
