import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StrapiError } from './errors';
import { matches } from './filters';
import { Graph, docAttributes } from './graph';
import type { QueryValue } from './query-string';
import { StrapiStore } from './store';

const ARTICLE = 'api::article.article';
const AUTHOR = 'api::author.author';
let store: StrapiStore;
let graph: Graph;

beforeAll(() => {
  store = new StrapiStore(':memory:');
  const t = '2025-01-01T00:00:00.000Z';
  store.insertDoc({ documentId: 'author1', type: AUTHOR, data: { name: 'Ann', slug: 'ann' }, createdAt: t, updatedAt: t, publishedAt: t });
  store.insertDoc({ documentId: 'draftauthor', type: AUTHOR, data: { name: 'Draft', slug: 'draft' }, createdAt: t, updatedAt: t, publishedAt: null });
  const docs: Array<[string, Record<string, unknown>]> = [
    ['a', { title: 'Alpha Monstera', views: 10, youtube: null, meta_featured: true, author: 'author1' }],
    ['b', { title: 'beta monstera', views: 20, youtube: 'https://y', meta_featured: false, author: null }],
    ['c', { title: 'Gamma', views: 30, meta_featured: false, author: 'draftauthor' }],
  ];
  for (const [id, data] of docs) store.insertDoc({ documentId: id, type: ARTICLE, data, createdAt: t, updatedAt: t, publishedAt: t });
  graph = new Graph(store);
});
afterAll(() => store.close());

function ids(filters: QueryValue): string[] {
  return graph.rows(ARTICLE).filter((r) => matches(graph, r, docAttributes(ARTICLE), filters)).map((r) => String(r.documentId));
}

describe('matches', () => {
  it('follows SQL null semantics: only $null matches a missing value', () => {
    expect(ids({ youtube: { $ne: 'https://y' } })).toEqual([]);
    expect(ids({ youtube: { $notIn: ['x'] } })).toEqual(['b']);
    expect(ids({ youtube: { $null: 'true' } })).toEqual(['a', 'c']);
    expect(ids({ youtube: { $notNull: 'true' } })).toEqual(['b']);
  });

  it('coerces query strings to the attribute type', () => {
    expect(ids({ views: { $between: ['15', '30'] } })).toEqual(['b', 'c']);
    expect(ids({ meta_featured: 'true' })).toEqual(['a']);
    expect(ids({ views: { $in: '20' } })).toEqual(['b']);
    expect(ids({ createdAt: { $lt: '2025-06-01' } })).toEqual(['a', 'b', 'c']);
  });

  it('rejects values that do not fit the type with a 400', () => {
    expect(() => ids({ views: { $gt: 'many' } })).toThrow(StrapiError);
    expect(() => ids({ meta_featured: 'maybe' })).toThrow(/Invalid value/);
  });

  it('supports $eqi, $startsWith, $endsWithi and $not', () => {
    expect(ids({ title: { $eqi: 'GAMMA' } })).toEqual(['c']);
    expect(ids({ title: { $startsWith: 'Al' } })).toEqual(['a']);
    expect(ids({ title: { $endsWithi: 'MONSTERA' } })).toEqual(['a', 'b']);
    expect(ids({ $not: { title: { $containsi: 'monstera' } } })).toEqual(['c']);
  });

  it('treats unpublished related documents as absent', () => {
    expect(ids({ author: { $null: 'true' } })).toEqual(['b', 'c']);
    expect(ids({ author: { slug: { $null: 'true' } } })).toEqual(['b', 'c']);
    expect(ids({ author: { name: { $eq: 'Ann' } } })).toEqual(['a']);
  });

  it('names the offending key', () => {
    try {
      ids({ author: { nope: 'x' } });
      throw new Error('should fail');
    } catch (e) {
      expect((e as StrapiError).toBody()).toMatchObject({ error: { status: 400, message: 'Invalid key nope', details: { path: 'author.nope' } } });
    }
  });
});
