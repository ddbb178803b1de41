/** A check's per-language content as typed content files (each validated against its schema, then laid over). */
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import type { CheckResult } from './check-content.ts';

export function localizedContent(result: Pick<CheckResult, 'localized'>): Map<string, DeepReadonly<Content>> {
  // The base files passed their schemas, and a translation can only hold what those schemas allow.
  return new Map([...(result.localized ?? [])].map(([language, files]) => [language, Object.fromEntries(files) as unknown as DeepReadonly<Content>]));
}
