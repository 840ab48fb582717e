/** Words longer than this get a wrapping style (spec 2 §2). */
export const LONG_WORD_LENGTH = 16;

/** Whether a title has a word too long for its line, which then needs a wrapping style. */
export function hasLongWord(title: string): boolean {
  return title.split(/\s+/).some((word) => Array.from(word).length > LONG_WORD_LENGTH);
}
