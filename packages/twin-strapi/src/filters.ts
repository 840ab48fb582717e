// Strapi's filter language evaluated over rows: $eq $eqi $ne $nei $lt $lte $gt $gte $in $notIn
// $contains $notContains $containsi $notContainsi $startsWith(i) $endsWith(i) $null $notNull $between,
// logical $and $or $not, and nested filters through relations, media and components.
// Comparisons follow SQL: a missing (null) value satisfies only $null.
import { invalidKey, validationError } from './errors';
import type { Graph } from './graph';
import type { QueryValue } from './query-string';
import { type Attributes, type ScalarType, isScalar } from './schema';
import type { Row } from './store';

type Scalar = string | number | boolean | null;

const OPERATORS = new Set([
  '$eq', '$eqi', '$ne', '$nei', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$contains', '$notContains',
  '$containsi', '$notContainsi', '$startsWith', '$startsWithi', '$endsWith', '$endsWithi', '$null', '$notNull', '$between',
]);

function isObject(v: unknown): v is Record<string, QueryValue> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function truthy(v: QueryValue | undefined): boolean {
  return v === 'true' || v === '1' || v === 't' || (v as unknown) === true;
}

function coerce(q: QueryValue, type: ScalarType, key: string): Scalar {
  if (typeof q !== 'string') throw validationError(`Invalid value for ${key}`, { key, source: 'query', param: 'filters' });
  switch (type) {
    case 'integer': {
      const n = Number(q);
      if (q.trim() === '' || !Number.isFinite(n)) throw validationError(`Invalid value for ${key}: ${q}`, { key, source: 'query', param: 'filters' });
      return n;
    }
    case 'boolean':
      if (['true', '1', 't'].includes(q)) return true;
      if (['false', '0', 'f'].includes(q)) return false;
      throw validationError(`Invalid value for ${key}: ${q}`, { key, source: 'query', param: 'filters' });
    case 'datetime': {
      const t = Date.parse(q);
      if (Number.isNaN(t)) throw validationError(`Invalid value for ${key}: ${q}`, { key, source: 'query', param: 'filters' });
      return t;
    }
    default:
      return q;
  }
}

function normalise(v: unknown, type: ScalarType): Scalar {
  if (v === null || v === undefined) return null;
  if (type === 'datetime') return Date.parse(String(v));
  if (typeof v === 'object') return JSON.stringify(v);
  return v as Scalar;
}

function list(q: QueryValue): QueryValue[] {
  return Array.isArray(q) ? q : isObject(q) ? Object.values(q) : [q];
}

function text(v: Scalar): string {
  return String(v);
}

function applyOperator(op: string, raw: unknown, q: QueryValue, type: ScalarType, key: string): boolean {
  const v = normalise(raw, type);
  if (op === '$null') return truthy(q) ? v === null : v !== null;
  if (op === '$notNull') return truthy(q) ? v !== null : v === null;
  if (v === null) return false;
  const one = (): Scalar => coerce(q, type, key);
  switch (op) {
    case '$eq':
      return Array.isArray(q) ? q.some((x) => coerce(x, type, key) === v) : v === one();
    case '$ne':
      return v !== one();
    case '$eqi':
      return text(v).toLowerCase() === text(one()).toLowerCase();
    case '$nei':
      return text(v).toLowerCase() !== text(one()).toLowerCase();
    case '$lt':
      return (v as number) < (one() as number);
    case '$lte':
      return (v as number) <= (one() as number);
    case '$gt':
      return (v as number) > (one() as number);
    case '$gte':
      return (v as number) >= (one() as number);
    case '$in':
      return list(q).some((x) => coerce(x, type, key) === v);
    case '$notIn':
      return !list(q).some((x) => coerce(x, type, key) === v);
    case '$contains':
      return text(v).includes(text(one()));
    case '$notContains':
      return !text(v).includes(text(one()));
    case '$containsi':
      return text(v).toLowerCase().includes(text(one()).toLowerCase());
    case '$notContainsi':
      return !text(v).toLowerCase().includes(text(one()).toLowerCase());
    case '$startsWith':
      return text(v).startsWith(text(one()));
    case '$startsWithi':
      return text(v).toLowerCase().startsWith(text(one()).toLowerCase());
    case '$endsWith':
      return text(v).endsWith(text(one()));
    case '$endsWithi':
      return text(v).toLowerCase().endsWith(text(one()).toLowerCase());
    case '$between': {
      const [lo, hi] = list(q);
      if (lo === undefined || hi === undefined) throw validationError('$between expects two values');
      return (v as number) >= (coerce(lo, type, key) as number) && (v as number) <= (coerce(hi, type, key) as number);
    }
    default:
      throw validationError(`Invalid operator ${op}`, { key: op, source: 'query', param: 'filters' });
  }
}

function scalarMatches(raw: unknown, cond: QueryValue, type: ScalarType, key: string): boolean {
  if (!isObject(cond)) return applyOperator(Array.isArray(cond) ? '$in' : '$eq', raw, cond, type, key);
  return Object.entries(cond).every(([op, q]) => {
    if (op === '$not') return !scalarMatches(raw, q, type, key);
    if (op === '$and') return list(q).every((c) => scalarMatches(raw, c, type, key));
    if (op === '$or') return list(q).some((c) => scalarMatches(raw, c, type, key));
    if (!OPERATORS.has(op)) throw invalidKey(op, 'filters', `${key}.${op}`);
    return applyOperator(op, raw, q, type, key);
  });
}

/** Does `row` (null: a missing related row, all attributes null) satisfy `filters`? */
export function matches(graph: Graph, row: Row | null, attrs: Attributes, filters: QueryValue, path = ''): boolean {
  if (!isObject(filters)) throw validationError('Invalid filters: expected an object', { source: 'query', param: 'filters' });
  return Object.entries(filters).every(([key, cond]) => {
    if (key === '$and') return list(cond).every((c) => matches(graph, row, attrs, c, path));
    if (key === '$or') return list(cond).some((c) => matches(graph, row, attrs, c, path));
    if (key === '$not') return !matches(graph, row, attrs, cond, path);
    const attr = attrs[key];
    const keyPath = path ? `${path}.${key}` : key;
    if (!attr) throw invalidKey(key, 'filters', keyPath);
    const value = row === null ? null : row[key];
    if (isScalar(attr)) return scalarMatches(value, cond, attr.type, keyPath);
    if (attr.type === 'dynamiczone') throw invalidKey(key, 'filters', keyPath);
    const reach = graph.children(attr, value);
    if (!reach) throw invalidKey(key, 'filters', keyPath);
    // Operators directly on a relation/media/component apply to the related ids ($null: nothing related).
    const nested: Record<string, QueryValue> = {};
    const direct: Record<string, QueryValue> = {};
    if (isObject(cond)) {
      for (const [k, v] of Object.entries(cond)) (OPERATORS.has(k) ? direct : nested)[k] = v;
    } else {
      direct.$eq = cond;
    }
    const candidates: Array<Row | null> = reach.rows.length > 0 ? reach.rows : [null];
    return candidates.some((r) => {
      if (Object.keys(direct).length > 0 && !scalarMatches(r === null ? null : r.id, direct, 'integer', keyPath)) return false;
      return Object.keys(nested).length === 0 || matches(graph, r, reach.attrs, nested, keyPath);
    });
  });
}
