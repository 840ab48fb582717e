// Turning stored objects into API responses: hide internal `_` fields, expand ids, build list objects.
import { invalidRequest } from './errors';
import type { Store } from './db';
import type { Params } from './form';
import { int, str, strArr, type Obj } from './params';

export function render(o: unknown): any {
  if (Array.isArray(o)) return o.map(render);
  if (o !== null && typeof o === 'object') {
    const out: Obj = {};
    for (const [k, v] of Object.entries(o as Obj)) if (!k.startsWith('_')) out[k] = render(v);
    return out;
  }
  return o;
}

/** Computed expansions for fields that are not plain ids (e.g. checkout line_items). */
export type Expander = (store: Store, parent: Obj, field: string) => unknown;

function expandPath(store: Store, target: unknown, path: string[], special: Record<string, Expander>, depth: number): void {
  if (depth > 4) throw invalidRequest('You cannot expand more than 4 levels of a property.', 'expand');
  if (target === null || typeof target !== 'object' || path.length === 0) return;
  const node = target as Obj;
  const [head, ...rest] = path as [string, ...string[]];
  if (head === 'data' && Array.isArray(node['data'])) {
    for (const item of node['data'] as unknown[]) expandPath(store, item, rest, special, depth);
    return;
  }
  const key = `${String(node['object'])}.${head}`;
  const sp = special[key];
  if (sp === undefined && !(head in node)) return;
  let value = node[head];
  if (sp !== undefined) {
    value = render(sp(store, node, head));
    node[head] = value;
  } else if (typeof value === 'string' && value !== '') {
    const found = store.get(value);
    if (found !== undefined) {
      value = render(found);
      node[head] = value;
    }
  }
  if (rest.length > 0) expandPath(store, value, rest, special, depth + 1);
}

export function expandAll(store: Store, o: Obj, expand: string[] | undefined, special: Record<string, Expander>): Obj {
  if (expand === undefined) return o;
  for (const p of expand) expandPath(store, o, p.split('.'), special, 1);
  return o;
}

export function expandParam(p: Params): string[] | undefined {
  return strArr(p, 'expand');
}

/** A Stripe list object over newest-first items with `limit`, `starting_after` and `ending_before`. */
export function paginate(items: Obj[], p: Params, url: string): Obj {
  const limit = int(p, 'limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be greater than or equal to 1 and less than or equal to 100.', 'limit');
  }
  const after = str(p, 'starting_after');
  const before = str(p, 'ending_before');
  let page: Obj[];
  let hasMore: boolean;
  if (after !== undefined && after !== '') {
    const i = items.findIndex((o) => o['id'] === after);
    if (i < 0) throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing');
    page = items.slice(i + 1, i + 1 + limit);
    hasMore = i + 1 + limit < items.length;
  } else if (before !== undefined && before !== '') {
    const i = items.findIndex((o) => o['id'] === before);
    if (i < 0) throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing');
    const start = Math.max(0, i - limit);
    page = items.slice(start, i);
    hasMore = start > 0;
  } else {
    page = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: 'list', data: page.map(render), has_more: hasMore, url };
}
