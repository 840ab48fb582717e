import { describe, expect, it } from 'vitest';
import { parseQuery, splitKey } from './query-string';

describe('parseQuery', () => {
  it('parses nested brackets and operators', () => {
    expect(parseQuery('filters%5Bcategories%5D%5Bslug%5D%5B%24eq%5D=care&filters[views][$gte]=10')).toEqual({
      filters: { categories: { slug: { $eq: 'care' } }, views: { $gte: '10' } },
    });
  });

  it('turns indexed keys into arrays, in index order', () => {
    expect(parseQuery('populate[1]=author&populate[0]=categories')).toEqual({ populate: ['categories', 'author'] });
    expect(parseQuery('filters[$or][0][slug][$eq]=a&filters[$or][1][slug][$eq]=b')).toEqual({
      filters: { $or: [{ slug: { $eq: 'a' } }, { slug: { $eq: 'b' } }] },
    });
  });

  it('supports push arrays and repeated keys', () => {
    expect(parseQuery('sort[]=a&sort[]=b')).toEqual({ sort: ['a', 'b'] });
    expect(parseQuery('sort=a&sort=b')).toEqual({ sort: ['a', 'b'] });
  });

  it('decodes plus as space and keeps plain values', () => {
    expect(parseQuery('?q=two+words&pagination[page]=2')).toEqual({ q: 'two words', pagination: { page: '2' } });
  });

  it('ignores prototype keys', () => {
    const parsed = parseQuery('__proto__[x]=1&a[constructor]=2');
    expect(Object.keys(parsed)).toEqual(['a']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('splits keys and keeps dots inside segments', () => {
    expect(splitKey('populate[sections][on][home.section-hero][populate]')).toEqual(['populate', 'sections', 'on', 'home.section-hero', 'populate']);
    expect(splitKey('plain')).toEqual(['plain']);
  });
});
