// The REST controllers' read side: find (collection), findOne, single-type find.
import { notFoundError } from './errors';
import { matches } from './filters';
import { Graph, componentAttributes, docAttributes } from './graph';
import { parseFields, parsePagination, parseSort } from './params';
import { parsePopulate } from './populate';
import type { QueryObject } from './query-string';
import type { ContentType } from './schema';
import { type Shape, attrsOfAttr, attrsOfKey, serializeRow, sortRows } from './serialize';
import type { Row, StrapiStore } from './store';

export interface ApiResponse {
  data: Row | Row[] | null;
  meta: Record<string, unknown>;
}

function shape(query: QueryObject, ct: ContentType): Shape {
  const attrs = docAttributes(ct.uid);
  return {
    fields: parseFields(query.fields, attrs),
    populate: parsePopulate(query.populate, attrs, attrsOfAttr, componentAttributes),
  };
}

export function findMany(store: StrapiStore, ct: ContentType, query: QueryObject): ApiResponse {
  const graph = new Graph(store);
  const attrs = docAttributes(ct.uid);
  const out = shape(query, ct);
  const sort = parseSort(query.sort, attrs, attrsOfKey);
  const pagination = parsePagination(query.pagination);
  let rows = graph.rows(ct.uid);
  if (query.filters !== undefined) rows = rows.filter((r) => matches(graph, r, attrs, query.filters ?? {}));
  rows = sortRows(graph, rows, attrs, sort);
  const total = rows.length;
  let pageRows: Row[];
  let meta: Record<string, unknown>;
  if (pagination.kind === 'page') {
    const { page, pageSize } = pagination;
    pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
    meta = pagination.withCount ? { page, pageSize, pageCount: Math.ceil(total / pageSize), total } : { page, pageSize };
  } else {
    const { start, limit } = pagination;
    pageRows = rows.slice(start, start + limit);
    meta = pagination.withCount ? { start, limit, total } : { start, limit };
  }
  return { data: pageRows.map((r) => serializeRow(graph, r, attrs, out)), meta: { pagination: meta } };
}

export function findOne(store: StrapiStore, ct: ContentType, documentId: string, query: QueryObject): ApiResponse {
  const graph = new Graph(store);
  const attrs = docAttributes(ct.uid);
  const out = shape(query, ct);
  const row = graph.related(ct.uid, documentId)[0];
  if (!row) throw notFoundError();
  return { data: serializeRow(graph, row, attrs, out), meta: {} };
}

export function findSingle(store: StrapiStore, ct: ContentType, query: QueryObject): ApiResponse {
  const graph = new Graph(store);
  const out = shape(query, ct);
  const row = graph.rows(ct.uid)[0];
  if (!row) throw notFoundError();
  return { data: serializeRow(graph, row, docAttributes(ct.uid), out), meta: {} };
}
