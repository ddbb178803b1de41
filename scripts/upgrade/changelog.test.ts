import { expect, it } from 'vitest';
import { changesBetween } from './changelog.ts';

const changelog = [
  '# Changelog',
  '',
  'Intro.',
  '',
  '## 0.3.0 — 2027-01-01',
  '',
  'Third.',
  '',
  '## 0.2.0 — 2026-11-27',
  '',
  'Second.',
  '',
  '## 0.1.0',
  '',
  'First.',
  '',
].join('\n');

it('gives the notes of the releases after the owner’s, up to the one taken, newest first', () => {
  expect(changesBetween(changelog, '0.1.0', '0.3.0')).toBe('## 0.3.0 — 2027-01-01\n\nThird.\n\n## 0.2.0 — 2026-11-27\n\nSecond.');
  expect(changesBetween(changelog, '0.1.0', '0.2.0')).toBe('## 0.2.0 — 2026-11-27\n\nSecond.');
  expect(changesBetween(changelog, '0.3.0', '0.3.0')).toBe('');
  // A copy with no known release: every note up to the one taken.
  expect(changesBetween(changelog, undefined, '0.2.0')).toBe('## 0.2.0 — 2026-11-27\n\nSecond.\n\n## 0.1.0\n\nFirst.');
});
