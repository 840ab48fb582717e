import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-string';

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
    const parsed = parseQuery('__proto__[x]=1&a[constructor]=2&b=3');
    expect(parsed).toEqual({ b: '3' });
    expect(Object.keys(parsed)).toEqual(['b']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps dots inside bracket segments', () => {
    expect(parseQuery('populate[sections][on][home.section-hero][populate]=*')).toEqual({
      populate: { sections: { on: { 'home.section-hero': { populate: '*' } } } },
    });
    expect(parseQuery('plain=1')).toEqual({ plain: '1' });
  });

  it('keeps indices below Strapi\'s array limit (100) as arrays, larger ones as object keys', () => {
    expect(parseQuery('populate[99]=a')).toEqual({ populate: ['a'] });
    expect(parseQuery('populate[100]=a')).toEqual({ populate: { 100: 'a' } });
  });

  it('stops nesting at Strapi\'s depth (20): deeper brackets stay in the last key', () => {
    const key = Array.from({ length: 22 }, (_, i) => `[k${i}]`).join('');
    let node: unknown = parseQuery(`f${key}=1`)['f'];
    for (let i = 0; i < 19; i++) node = (node as Record<string, unknown>)[`k${i}`];
    expect(node).toEqual({ k19: { '[k20][k21]': '1' } });
  });

  it('leaves malformed percent escapes as they are and gives a key without = the empty string', () => {
    expect(parseQuery('q=%E0%A4%A&flag')).toEqual({ q: '%E0%A4%A', flag: '' });
  });
});
