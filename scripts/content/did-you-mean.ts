/** Suggests the allowed word nearest to a misspelt one, for "did you mean `title`?". */

/**
 * Edit distance in which two neighbouring letters swapped count as one mistake, as a typist makes
 * it (`titel` is one from `title`, `tael` one from `teal`): optimal string alignment, a row at a time.
 */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    [before, prev] = [prev, row];
  }
  return prev[b.length]!;
}

export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = distance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  // Beyond about a third of the word, a suggestion is more confusing than helpful.
  return best !== undefined && bestScore <= Math.max(2, Math.ceil(word.length / 3)) ? best : undefined;
}
