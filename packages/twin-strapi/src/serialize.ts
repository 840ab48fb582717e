// Strapi 5 response documents: flat attributes with id/documentId; relations, media, components and
// dynamic zones appear only when populated.
import { matches } from './filters';
import { type Graph, componentAttributes, docAttributes, fileAttributes } from './graph';
import { type SortKey, parseSort } from './params';
import { type PopulateSpec, type PopulateTree, populatable } from './populate';
import type { Attribute, Attributes } from './schema';
import { isScalar } from './schema';
import type { Row } from './store';

export interface Shape {
  fields?: string[] | undefined;
  populate: PopulateTree;
}

/** The attributes of the rows a non-scalar attribute leads to (for nested sort/populate). */
export function attrsOfAttr(attr: Attribute): Attributes | undefined {
  if (attr.type === 'relation') return docAttributes(attr.target);
  if (attr.type === 'component') return componentAttributes(attr.component);
  return undefined;
}

export function attrsOfKey(attrs: Attributes, key: string): Attributes | undefined {
  const attr = attrs[key];
  return attr ? attrsOfAttr(attr) : undefined;
}

function sortValue(graph: Graph, row: Row, attrs: Attributes, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return null;
  const attr = attrs[head];
  if (!attr) return null;
  if (rest.length === 0) return row[head] ?? null;
  const reach = graph.children(attr, row[head]);
  const first = reach?.rows[0];
  return first && reach ? sortValue(graph, first, reach.attrs, rest) : null;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Stable sort by the keys, then by id (the database's natural order), like SQL with NULLS FIRST on ASC. */
export function sortRows(graph: Graph, rows: Row[], attrs: Attributes, keys: readonly SortKey[]): Row[] {
  return [...rows].sort((x, y) => {
    for (const k of keys) {
      const c = compare(sortValue(graph, x, attrs, k.path), sortValue(graph, y, attrs, k.path));
      if (c !== 0) return k.desc ? -c : c;
    }
    return compare(x.id, y.id);
  });
}

function populatedEntries(attrs: Attributes, tree: PopulateTree): Array<[string, Attribute, PopulateSpec]> {
  if (tree === '*') {
    return Object.entries(attrs).filter(([, a]) => populatable(a)).map(([k, a]) => [k, a, {}]);
  }
  return [...tree.entries()].flatMap(([k, spec]) => {
    const a = attrs[k];
    return a ? [[k, a, spec] as [string, Attribute, PopulateSpec]] : [];
  });
}

function specShape(spec: PopulateSpec): Shape {
  return { fields: spec.fields, populate: spec.populate ?? new Map() };
}

function serializeDynamicZone(graph: Graph, items: unknown, spec: PopulateSpec): Row[] {
  const list = Array.isArray(items) ? (items as Row[]) : [];
  return list.map((item) => {
    const name = String(item.__component);
    const attrs = componentAttributes(name);
    const on = spec.on?.[name];
    const shape: Shape = on ? specShape(on) : { populate: spec.populate === '*' ? '*' : new Map() };
    return { __component: name, ...serializeRow(graph, item, attrs, shape) };
  });
}

function serializeRelated(graph: Graph, rows: Row[], attrs: Attributes, spec: PopulateSpec): Row[] {
  let selected = rows;
  if (spec.filters !== undefined) selected = selected.filter((r) => matches(graph, r, attrs, spec.filters ?? {}));
  if (spec.sort !== undefined) selected = sortRows(graph, selected, attrs, parseSort(spec.sort, attrs, attrsOfKey));
  return selected.map((r) => serializeRow(graph, r, attrs, specShape(spec)));
}

export function serializeRow(graph: Graph, row: Row, attrs: Attributes, shape: Shape): Row {
  const out: Row = {};
  const wanted = shape.fields && !shape.fields.includes('*') ? new Set(['id', 'documentId', ...shape.fields]) : undefined;
  for (const [key, attr] of Object.entries(attrs)) {
    if (!isScalar(attr)) continue;
    if (wanted && !wanted.has(key)) continue;
    if (key === 'documentId' && !('documentId' in row)) continue;
    out[key] = row[key] ?? null;
  }
  for (const [key, attr, spec] of populatedEntries(attrs, shape.populate)) {
    const value = row[key];
    switch (attr.type) {
      case 'relation': {
        const rows = serializeRelated(graph, graph.related(attr.target, value), docAttributes(attr.target), spec);
        out[key] = attr.many ? rows : (rows[0] ?? null);
        break;
      }
      case 'media': {
        const rows = graph.files(value).map((f) => serializeRow(graph, f, fileAttributes, { fields: spec.fields, populate: new Map() }));
        out[key] = attr.multiple ? rows : (rows[0] ?? null);
        break;
      }
      case 'component': {
        const cAttrs = componentAttributes(attr.component);
        if (attr.repeatable) {
          out[key] = (Array.isArray(value) ? (value as Row[]) : []).map((c) => serializeRow(graph, c, cAttrs, specShape(spec)));
        } else {
          out[key] = value && typeof value === 'object' ? serializeRow(graph, value as Row, cAttrs, specShape(spec)) : null;
        }
        break;
      }
      case 'dynamiczone':
        out[key] = serializeDynamicZone(graph, value, spec);
        break;
      default:
        break;
    }
  }
  return out;
}
