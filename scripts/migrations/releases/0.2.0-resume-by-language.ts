/**
 * 0.2.0: the CV files of your own in profile.yaml are keyed by language code (`resume.fr`,
 * `resume.en`, and so `resume.de` on a site in German), no longer `resume.french` and
 * `resume.english`, which left every other language without one.
 */
import { isMap, isScalar } from 'yaml';
import type { Migration } from '../migration.ts';

/** The keys before 0.2.0, and their language codes (a resume.json exported then still carries them). */
export const RESUME_KEYS_BEFORE_0_2: Readonly<Record<string, string>> = { french: 'fr', english: 'en' };

export const resumeByLanguage: Migration = {
  release: '0.2.0',
  title: 'the CV links of `resume` in profile.yaml are keyed by language code (fr, en…)',
  migrate({ name, doc, did, needs }) {
    if (name !== 'profile') return;
    const resume = doc.get('resume', true);
    if (!isMap(resume)) return;
    const keys = new Set(resume.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : '')));
    for (const pair of resume.items) {
      if (!isScalar(pair.key)) continue;
      const old = String(pair.key.value);
      const code = RESUME_KEYS_BEFORE_0_2[old];
      if (!code) continue;
      if (keys.has(code)) {
        needs(pair.key, `resume.${old}`, `both \`${old}\` and \`${code}\` are set: keep one, under \`${code}\``, true);
        continue;
      }
      did(pair.key, `resume.${old}`, `resume.${old} → resume.${code}`, code);
      pair.key.value = code;
    }
  },
};
