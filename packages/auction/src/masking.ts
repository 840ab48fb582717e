/**
 * Bidder name masking (spec 2 §3 Bid): the first 3 characters then 5 stars, 'Alice' ->
 * 'Ali*****'. The star count is fixed so the mask never reveals the name's length.
 *
 * Readings chosen: characters are Unicode code points (an emoji or accented letter counts
 * once); surrounding whitespace is trimmed first; a name shorter than 3 characters keeps
 * what it has ('Al' -> 'Al*****'); an empty or missing name gives '*****'.
 */

export const MASK_VISIBLE_CHARS = 3;
export const MASK = '*****';

export function maskBidderName(name: string | null | undefined): string {
  const visible = Array.from((name ?? '').trim()).slice(0, MASK_VISIBLE_CHARS).join('');
  return `${visible}${MASK}`;
}
