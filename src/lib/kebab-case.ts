/**
 * Kebab case with accents folded — "Atelier Numérique" → "atelier-numerique" — the default of the
 * content's optional `id`s and `slug`s, and the owner part of the PDF file names.
 */
// Letters that do not decompose into a base letter and an accent.
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ø: 'o', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

export function kebabCase(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[æœøßłđðþ]/g, (c) => LIGATURES[c] ?? c)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // "Master's" reads better as "masters" than "master-s".
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
