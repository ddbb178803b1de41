/** Every content migration the engine ships, one per change of form, each in a file named by its release. */
import type { Migration } from './migration.ts';
import { resumeByLanguage } from './releases/0.2.0-resume-by-language.ts';

export const ALL_MIGRATIONS: readonly Migration[] = [resumeByLanguage];
