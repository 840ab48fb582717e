/**
 * Slugs (spec 1 §5, spec 2 §5): lowercase, dash-separated ASCII, or 'no-slug' when nothing is left.
 * Diacritics are stripped first (and a few Latin letters without a decomposition are spelled out) ('Philodendron Pink Princess – Variegé' -> 'philodendron-pink-princess-variege').
 */

export const EMPTY_SLUG = 'no-slug';

/** Latin letters that do not decompose into a base letter plus a mark. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
};

export function createSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LATIN_LETTERS[letter] ?? '')
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length > 0)
    .join('-');
  return slug === '' ? EMPTY_SLUG : slug;
}
