// sort, fields and pagination parameters, validated against the schema like Strapi does.
import { invalidKey, validationError } from './errors';
import type { QueryValue } from './query-string';
import { type Attributes, isScalar } from './schema';

export interface SortKey {
  path: string[];
  desc: boolean;
}

export type AttrsOf = (attrs: Attributes, key: string) => Attributes | undefined;

function sortItems(value: QueryValue): Array<[string, string]> {
  if (typeof value === 'string') {
    return value.split(',').filter((p) => p.trim() !== '').map((p) => {
      const [field = '', dir = 'asc'] = p.trim().split(':');
      return [field, dir];
    });
  }
  if (Array.isArray(value)) return value.flatMap((v) => sortItems(v));
  return Object.entries(value).flatMap(([k, v]) => {
    if (typeof v === 'string') return [[k, v] as [string, string]];
    return sortItems(v).map(([f, d]) => [`${k}.${f}`, d] as [string, string]);
  });
}

export function parseSort(value: QueryValue | undefined, attrs: Attributes, attrsOf: AttrsOf): SortKey[] {
  if (value === undefined || value === '') return [];
  return sortItems(value).map(([field, dir]) => {
    const d = dir.toLowerCase();
    if (d !== 'asc' && d !== 'desc') throw validationError(`Invalid order. order can only be one of asc|desc|ASC|DESC`, { key: field, source: 'query', param: 'sort' });
    const path = field.split('.');
    let level: Attributes | undefined = attrs;
    path.forEach((key, i) => {
      const attr: Attributes[string] | undefined = level?.[key];
      if (!attr || !level) throw invalidKey(key, 'sort', field);
      const last = i === path.length - 1;
      if (isScalar(attr) !== last) throw invalidKey(key, 'sort', field);
      level = last ? undefined : attrsOf(level, key);
    });
    return { path, desc: d === 'desc' };
  });
}

export function parseFields(value: QueryValue | undefined, attrs: Attributes, param = 'fields'): string[] | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : Object.values(value);
  return list.map((f) => {
    if (typeof f !== 'string') throw validationError('Invalid fields', { source: 'query', param });
    const key = f.trim();
    const attr = attrs[key];
    if (key === '*') return key;
    if (!attr || !isScalar(attr)) throw invalidKey(key, param);
    return key;
  });
}

export type Pagination =
  | { kind: 'page'; page: number; pageSize: number; withCount: boolean }
  | { kind: 'offset'; start: number; limit: number; withCount: boolean };

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

function int(value: QueryValue | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min) {
    throw validationError(`Invalid '${name}' parameter. Expected an integer >= ${min}, received: ${String(value)}`, { key: name, source: 'query', param: 'pagination' });
  }
  return n;
}

export function parsePagination(value: QueryValue | undefined): Pagination {
  const p = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  if (value !== undefined && p !== value) throw validationError('Invalid pagination parameters', { source: 'query', param: 'pagination' });
  const withCount = p.withCount !== 'false';
  const usesPage = p.page !== undefined || p.pageSize !== undefined;
  const usesOffset = p.start !== undefined || p.limit !== undefined;
  if (usesPage && usesOffset) {
    throw validationError('Invalid pagination parameters. Expected either start/limit or page/pageSize', { source: 'query', param: 'pagination' });
  }
  if (usesOffset) {
    const start = int(p.start, 'start', 0) ?? 0;
    const rawLimit = int(p.limit, 'limit', -1) ?? DEFAULT_PAGE_SIZE;
    const limit = rawLimit === -1 || rawLimit === 0 ? MAX_PAGE_SIZE : Math.min(rawLimit, MAX_PAGE_SIZE);
    return { kind: 'offset', start, limit, withCount };
  }
  const page = int(p.page, 'page', 1) ?? 1;
  const pageSize = Math.min(int(p.pageSize, 'pageSize', 1) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { kind: 'page', page, pageSize, withCount };
}
