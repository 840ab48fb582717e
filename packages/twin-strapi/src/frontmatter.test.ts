import { describe, expect, it } from 'vitest';
import { parseMarkdown, parseValue } from './frontmatter';

describe('parseMarkdown', () => {
  it('reads scalars, lists and the body', () => {
    const doc = parseMarkdown('---\ntitle: "Hello: world"\nviews: 12\nfeatured: true\nauthor: null\ntags: [a, "b, c", 3]\n---\n\n# Body\ntext\n');
    expect(doc.attributes).toEqual({ title: 'Hello: world', views: 12, featured: true, author: null, tags: ['a', 'b, c', 3] });
    expect(doc.body).toBe('# Body\ntext');
  });

  it('keeps unquoted text with colons after the first', () => {
    expect(parseValue(' https://example.test/a ')).toBe('https://example.test/a');
    expect(parseValue("'it''s'")).toBe("it's");
  });

  it('rejects unclosed front matter and malformed lines', () => {
    expect(() => parseMarkdown('---\ntitle: x\n', 'a.md')).toThrow('a.md: front matter is not closed');
    expect(() => parseMarkdown('---\nno colon here\n---\n', 'b.md')).toThrow('b.md: invalid front matter line');
  });

  it('treats files without front matter as body only', () => {
    expect(parseMarkdown('just text')).toEqual({ attributes: {}, body: 'just text' });
  });
});
