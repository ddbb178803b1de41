/** `npm run test:timings`: the last run's timings (each command, each Vitest project, the slowest files). */
import { repoRoot } from '../paths.ts';
import { readTimings, TIMINGS_FILE } from '../test-timings/timings-file.ts';
import { timingsTable } from '../test-timings/timings-table.ts';

const timings = readTimings(repoRoot);
console.log(timings ? timingsTable(timings) : `No timings recorded (${TIMINGS_FILE}): run npm test, or one of its parts, first.`);
