/**
 * How long each fuzz property runs. `npm test` runs a fixed seed and a small fixed number of
 * cases, so a red run reproduces as it is and the suite's time does not grow with the fuzzing;
 * `npm run fuzz` (FUZZ=long) runs each property's long count from a seed drawn for the run,
 * printed first. FUZZ_SEED and FUZZ_RUNS replay a failure: fast-check prints both with it.
 */
import fc from 'fast-check';

export interface FuzzSettings {
  seed: number;
  numRuns: number;
}

/** A run that uses more CPU than this is a hang (the slowest honest run, a whole build, uses about 15 s). */
export const RUN_TIMEOUT_SECONDS = 60;

const FIXED_SEED = 1919;

/** A property's cases: in `npm test`, and in `npm run fuzz`. */
export interface FuzzRuns {
  test: number;
  long: number;
}

export function fuzzSettings(name: string, runs: FuzzRuns): FuzzSettings {
  const long = process.env.FUZZ === 'long';
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : long ? Math.floor(Math.random() * 2 ** 31) : FIXED_SEED;
  const numRuns = Number(process.env.FUZZ_RUNS) || (long ? runs.long : runs.test);
  if (long || process.env.FUZZ_SEED) console.log(`fuzz ${name}: ${numRuns} runs, seed ${seed} (FUZZ_SEED=${seed} replays them)`);
  return { seed, numRuns };
}

/**
 * fc.assert with a short report: the seed and path that replay the failure and the failing run's
 * own message (which describes the mutations, long texts by their length), not the counterexample
 * printed whole (a mutation can hold a megabyte of text).
 */
export async function assertProperty<T>(property: fc.IAsyncProperty<T>, settings: FuzzSettings): Promise<void> {
  await fc.assert(property, {
    ...settings,
    // No shrinking: a hang costs the whole time limit at every step. The failing run's own
    // message describes its mutations, and its seed and path replay it.
    endOnFailure: true,
    asyncReporter: (details) => {
      if (!details.failed) return Promise.resolve();
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      const replay = `FUZZ_SEED=${details.seed} (path ${details.counterexamplePath ?? '?'})`;
      return Promise.reject(new Error(`Property failed after ${details.numRuns} runs; replay with ${replay}:\n${error}`));
    },
  });
}
