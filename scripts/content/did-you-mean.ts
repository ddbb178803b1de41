/** Suggests the allowed word nearest to a misspelt one, for "did you mean `title`?". */

/** Levenshtein distance, one row at a time (the indices below stay within the row by construction). */
function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]!;
      prev[j] = Math.min(above + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = above;
    }
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
