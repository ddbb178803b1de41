/** The upgrade's summary: release from → to, files taken, migrations applied, checks, and what needs the owner's hand. */
import type { EngineChange } from './engine-files.ts';

export interface SummaryFacts {
  base: string;
  toVersion: string;
  changes: readonly EngineChange[];
  migrated: string;
  kept: readonly string[];
  keptMine: readonly string[];
  saved: readonly string[];
  tested: boolean;
}

export function summaryLines(facts: SummaryFacts): string[] {
  const count = (kind: EngineChange['kind']) => facts.changes.filter((change) => change.kind === kind).length;
  const sign = { added: '+', changed: '~', deleted: '-' } as const;
  const needs = [
    ...facts.kept.map((file) => `${file}: you kept yours; the release's is ${file} in the template's v${facts.toVersion}`),
    ...facts.keptMine.map((file) => `${file}: changed by you, left alone by the release: still yours`),
    ...facts.saved.map((file) => `${file}: your version, replaced by the release's`),
    ...(/Needs your hand, when you can[^\n]*\n((?: {2}.*\n?)*)/
      .exec(facts.migrated)?.[1]
      ?.split('\n')
      .filter(Boolean)
      .map((line) => line.trim()) ?? []),
  ];
  return [
    `Release: ${facts.base} → ${facts.toVersion}`,
    `Engine files taken: ${facts.changes.length} (${count('added')} added, ${count('changed')} changed, ${count('deleted')} deleted)`,
    ...facts.changes.map((change) => `  ${sign[change.kind]} ${change.path}`),
    'Content migrations:',
    ...facts.migrated
      .split('\n')
      .filter(Boolean)
      .map((line) => `  ${line}`),
    `Checks: content:check passed${facts.tested ? ', test:site passed' : ' (test:site skipped)'}`,
    needs.length ? 'Needs your hand:' : 'Nothing needs your hand.',
    ...needs.map((line) => `  ${line}`),
  ];
}
