/**
 * listings/query: translates the query parameters into SQL over the search index.
 * keywords (FTS5, any word, prefix match, relevance order when no sort), pub_/meta_ schema filters
 * (enum OR lists, multi-enum has_all/has_any, booleans, long ranges with exclusive max), price,
 * bounds, origin (distance order), ids, authorId, minStock/stockMode, sort lists (descending by
 * default, '-' ascending), paging.
 */
import type { Ctx } from './http-context';
import { invalidParams, invalidValue } from './http-errors';
import { stmt, type Db } from './db';
import { columnFor, fieldForParam, sortTerms } from './search-index';
import type { SearchField } from './config';

export interface SearchResult { rowids: number[]; total: number }

const CORE_PARAMS = new Set(['keywords', 'origin', 'bounds', 'price', 'authorId', 'ids', 'minStock', 'stockMode', 'sort', 'page', 'perPage',
  'include', 'expand', 'start', 'end', 'seats', 'availability', 'minDuration', 'states', 'listingType', 'paginationLimit']);

/**
 * Any word matches. Like Sharetribe's n-grams (3+ characters from the beginning and the end of
 * indexed words), a keyword of 3+ characters matches words starting or ending with it.
 */
export function keywordQuery(keywords: string): string | undefined {
  const words = keywords.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0).slice(0, 32);
  if (words.length === 0) return undefined;
  return words.map((w) => {
    if (w.length < 3) return `{title description pubtext} : "${w}"`;
    const rev = [...w].reverse().join('');
    return `{title description pubtext} : "${w}"* OR {rtitle rdescription rpubtext} : "${rev}"*`;
  }).join(' OR ');
}

function parseNumber(s: string, param: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(s.trim())) throw invalidValue(param, 'query');
  return Number(s);
}

/** `min,max` (either side optional): min inclusive, max exclusive; a single value means equality. */
function rangeClause(col: string, raw: string, param: string, where: string[], args: unknown[]): void {
  if (!raw.includes(',')) {
    where.push(`${col} = ?`);
    args.push(parseNumber(raw, param));
    return;
  }
  const [min, max] = raw.split(',', 2) as [string, string];
  if (min.trim() !== '') { where.push(`${col} >= ?`); args.push(parseNumber(min, param)); }
  if (max.trim() !== '') { where.push(`${col} < ?`); args.push(parseNumber(max, param)); }
}

function schemaFilter(f: SearchField, param: string, raw: string, where: string[], args: unknown[]): void {
  const col = columnFor(f);
  switch (f.type) {
    case 'enum': {
      const values = raw.split(',').map((s) => s.trim()).filter(Boolean);
      if (values.length === 0) throw invalidValue(param, 'query');
      where.push(`s.${col} IN (${values.map(() => '?').join(', ')})`);
      args.push(...values);
      return;
    }
    case 'multi-enum': {
      let mode: 'all' | 'any' = 'all';
      let list = raw;
      if (raw.startsWith('has_any:')) { mode = 'any'; list = raw.slice(8); }
      else if (raw.startsWith('has_all:')) list = raw.slice(8);
      const values = list.split(',').map((s) => s.trim()).filter(Boolean);
      if (values.length === 0) throw invalidValue(param, 'query');
      if (mode === 'any') {
        where.push(`EXISTS (SELECT 1 FROM listing_search_multi m WHERE m.rowid = s.rowid AND m.field = ? AND m.value IN (${values.map(() => '?').join(', ')}))`);
        args.push(col, ...values);
      } else {
        for (const v of values) {
          where.push('EXISTS (SELECT 1 FROM listing_search_multi m WHERE m.rowid = s.rowid AND m.field = ? AND m.value = ?)');
          args.push(col, v);
        }
      }
      return;
    }
    case 'boolean': {
      if (raw !== 'true' && raw !== 'false') throw invalidValue(param, 'query', `${param} must be true or false`);
      // Unary + keeps a two-valued column from driving the plan: a sort index or a selective filter does better.
      where.push(`+s.${col} = ?`);
      args.push(raw === 'true' ? 1 : 0);
      return;
    }
    case 'long':
      rangeClause(`s.${col}`, raw, param, where, args);
      return;
    case 'text':
      throw invalidValue(param, 'query', `${param} is a text field; use keywords`);
  }
}

function sortColumn(schema: SearchField[], name: string): string | undefined {
  if (name === 'createdAt') return 's.created_at';
  if (name === 'price') return 's.price_amount';
  const f = fieldForParam(schema, name);
  return f && f.type === 'long' ? `s.${columnFor(f)}` : undefined;
}

/**
 * Totals of recent queries, kept while the database is unchanged: the twin is this database's one
 * connection, so `total_changes()` moves with every write (a listing, its stock, its metadata, ...).
 * Counting every matching row is most of a query's time on a large marketplace.
 */
const totals = new WeakMap<Db, { changes: number; counts: Map<string, number> }>();
const MAX_TOTALS = 1000;

function countOf(db: Db, sql: string, args: unknown[]): number {
  const changes = (stmt(db, 'SELECT total_changes() AS n').get() as { n: number }).n;
  let known = totals.get(db);
  if (!known || known.changes !== changes || known.counts.size >= MAX_TOTALS) {
    known = { changes, counts: new Map() };
    totals.set(db, known);
  }
  const key = `${sql}\0${JSON.stringify(args)}`;
  let n = known.counts.get(key);
  if (n === undefined) {
    n = (stmt(db, sql).get(...args) as { n: number }).n;
    known.counts.set(key, n);
  }
  return n;
}

export function searchListings(ctx: Ctx, opts: { offset: number; limit: number }): SearchResult {
  const q = ctx.rawQuery;
  const schema = ctx.app.config.searchSchema;
  const where: string[] = [];
  const args: unknown[] = [];
  let from = 'listing_search s';
  let order: string | undefined;
  const orderArgs: unknown[] = [];

  for (const [param, raw] of Object.entries(q)) {
    if (!/^(pub|meta)_/.test(param)) {
      if (/^(priv|prot)_/.test(param)) throw invalidParams(`${param}: private and protected data are not searchable`);
      continue;
    }
    const f = fieldForParam(schema, param);
    if (!f) throw invalidValue(param, 'query', `${param} has no search schema`);
    schemaFilter(f, param, raw, where, args);
  }

  const keywords = q['keywords'];
  const kw = keywords !== undefined ? keywordQuery(keywords) : undefined;
  if (keywords !== undefined && q['origin'] !== undefined) throw invalidParams('keywords and origin cannot be combined');
  if (kw) {
    from = 'listing_fts JOIN listing_search s ON s.rowid = listing_fts.rowid';
    where.push('listing_fts MATCH ?');
    args.push(kw);
  }

  if (q['price'] !== undefined) rangeClause('s.price_amount', q['price'], 'price', where, args);

  const authorId = ctx.query.uuid('authorId', false);
  if (authorId) { where.push('s.author_id = ?'); args.push(authorId); }

  const ids = ctx.query.uuidList('ids');
  if (ids) {
    if (ids.length > 100) throw invalidValue('ids', 'query', 'At most 100 ids');
    where.push(`s.id IN (${ids.map(() => '?').join(', ')})`);
    args.push(...ids);
  }

  const minStock = ctx.query.int('minStock', { min: 0 });
  if (minStock !== undefined) {
    const matchUndefined = q['stockMode'] === 'match-undefined';
    if (q['stockMode'] !== undefined && q['stockMode'] !== 'strict' && !matchUndefined) throw invalidValue('stockMode', 'query');
    where.push(matchUndefined ? '(s.stock IS NULL OR s.stock >= ?)' : 's.stock >= ?');
    args.push(minStock);
  }

  if (q['bounds'] !== undefined) {
    const b = q['bounds'].split(',').map(Number);
    if (b.length !== 4 || b.some((n) => !Number.isFinite(n))) throw invalidValue('bounds', 'query', 'bounds must be neLat,neLng,swLat,swLng');
    const [neLat, neLng, swLat, swLng] = b as [number, number, number, number];
    where.push('s.lat BETWEEN ? AND ?');
    args.push(swLat, neLat);
    if (swLng <= neLng) { where.push('s.lng BETWEEN ? AND ?'); args.push(swLng, neLng); }
    else { where.push('(s.lng >= ? OR s.lng <= ?)'); args.push(swLng, neLng); }
  }

  // An empty sort list (`sort=` or `sort=,`) is no sort: the default order applies.
  const sortItems = (q['sort'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (sortItems.length > 0) {
    const parts: string[] = [];
    for (const item of sortItems) {
      const asc = item.startsWith('-');
      const name = asc ? item.slice(1) : item;
      const col = sortColumn(schema, name);
      if (!col) throw invalidValue('sort', 'query', `Cannot sort by ${name}`);
      parts.push(...sortTerms(col, asc));
    }
    if (sortItems.length > 3) throw invalidValue('sort', 'query', 'At most 3 sort attributes');
    order = parts.join(', ');
  } else if (q['origin'] !== undefined) {
    const o = ctx.query.latLng('origin')!;
    const k = Math.cos((o.lat * Math.PI) / 180) ** 2;
    where.push('s.lat IS NOT NULL');
    order = '((s.lat - ?) * (s.lat - ?) + (s.lng - ?) * (s.lng - ?) * ?) ASC';
    orderArgs.push(o.lat, o.lat, o.lng, o.lng, k);
  } else if (kw) {
    order = 'bm25(listing_fts, 10.0, 4.0, 2.0, 10.0, 4.0, 2.0)';
  } else {
    order = 's.created_at DESC';
  }

  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = countOf(ctx.app.db, `SELECT COUNT(*) AS n FROM ${from} ${whereSql}`, args);
  const rows = stmt(ctx.app.db, `SELECT s.rowid AS rowid FROM ${from} ${whereSql} ORDER BY ${order}, s.rowid DESC LIMIT ? OFFSET ?`)
    .all(...args, ...orderArgs, opts.limit, opts.offset) as { rowid: number }[];
  return { rowids: rows.map((r) => r.rowid), total };
}

export function unknownQueryKeys(q: Record<string, string>): string[] {
  return Object.keys(q).filter((k) => !CORE_PARAMS.has(k) && !/^(pub|meta|priv|prot)_/.test(k) && !/^(fields|limit|imageVariant)\./.test(k));
}
