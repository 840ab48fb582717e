import { describe, expect, it } from 'vitest';
import { formatArticleDate, PAGE_SLUG_ALIASES, readingMinutes, SHARE_NETWORKS, shareLinks } from './texts';
import { editorialMeta, metaDescription } from './meta';

describe('editorial texts', () => {
  it('offers five share networks as plain links with the encoded URL and title', () => {
    const links = shareLinks('https://variegata.example/a b', 'Tom & Jerry');
    expect(links.map((l) => l.network)).toEqual([...SHARE_NETWORKS]);
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.href).toContain('https%3A%2F%2Fvariegata.example%2Fa%20b');
    expect(links.find((l) => l.network === 'x')!.href).toContain('Tom%20%26%20Jerry');
    expect(links.every((l) => /^(https:\/\/|mailto:)/.test(l.href))).toBe(true);
  });

  it('/terms is the terms-of-service page', () => {
    expect(PAGE_SLUG_ALIASES['terms']).toBe('terms-of-service');
  });

  it('formats dates in UTC and estimates reading time', () => {
    expect(formatArticleDate('2021-07-01T00:00:00.000Z')).toBe('July 1, 2021');
    expect(formatArticleDate('nonsense')).toBe('');
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });

  it('meta descriptions are plain text cut at a word', () => {
    expect(metaDescription('## Heading\n\n**Bold** text')).toBe('Heading Bold text');
    const long = metaDescription('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('Open Graph carries the image only when there is one', () => {
    const image = { id: 1, url: 'http://cms/uploads/a.jpg', width: 1200, height: 630, alternativeText: 'A', mime: 'image/jpeg', formats: {} };
    const withImage = editorialMeta({ title: 'T', description: 'D', url: 'http://site/t', image, type: 'article' });
    expect(withImage).toContainEqual({ property: 'og:image', content: 'http://cms/uploads/a.jpg' });
    expect(withImage).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    const without = editorialMeta({ title: 'T', description: 'D', url: 'http://site/t' });
    expect(without.some((m) => 'property' in m && m['property'] === 'og:image')).toBe(false);
  });
});
