/** "Sam Rivera" → "SR": the monogram of the hero and the phone navigation. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w?.[0]?.toUpperCase() ?? '').join('');
}
