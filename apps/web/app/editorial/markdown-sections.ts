/** Splits Markdown before each level-2 heading, so a video can sit after section N. */
export function markdownSections(source: string): string[] {
  return source.split(/\n(?=## )/).filter((part) => part.trim() !== '');
}
