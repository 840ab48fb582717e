/**
 * JSON:API-style documents: resource nodes with lazy relationships, `include` (dotted paths, every
 * referenced resource in `included`), `fields.<type>` sparse attributes, `limit.<rel>` and `expand`.
 */
import type { Ctx, Reply } from './http-context';
import { Uuid } from './wire-types';

export interface Node {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  rels?: Record<string, () => Node | Node[] | null>;
}

type IncludeTree = Map<string, IncludeTree>;

function includeTree(paths: string[]): IncludeTree {
  const root: IncludeTree = new Map();
  for (const p of paths) {
    let t = root;
    for (const seg of p.split('.')) {
      if (!seg) continue;
      let next = t.get(seg);
      if (!next) { next = new Map(); t.set(seg, next); }
      t = next;
    }
  }
  return root;
}

function sparse(ctx: Ctx, node: Node): Record<string, unknown> {
  const spec = ctx.rawQuery[`fields.${node.type}`];
  if (spec === undefined) return node.attributes;
  const wanted = spec.split(',').map((s) => s.trim()).filter(Boolean);
  const out: Record<string, unknown> = {};
  for (const w of wanted) {
    const [head, ...rest] = w.split('.');
    if (!head || !(head in node.attributes)) continue;
    const value = node.attributes[head];
    if (rest.length === 0) { out[head] = value; continue; }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const sub = rest.join('.');
    const target = (out[head] && typeof out[head] === 'object' ? out[head] : {}) as Record<string, unknown>;
    if (sub in (value as Record<string, unknown>)) target[sub] = (value as Record<string, unknown>)[sub];
    out[head] = target;
  }
  return out;
}

function ref(n: Node): { id: Uuid; type: string } {
  return { id: new Uuid(n.id), type: n.type };
}

export class Renderer {
  private included = new Map<string, Record<string, unknown>>();
  constructor(private ctx: Ctx) {}

  private limitFor(rel: string): number | undefined {
    const v = this.ctx.rawQuery[`limit.${rel}`];
    if (v === undefined) return undefined;
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 ? n : undefined;
  }

  resource(node: Node, tree: IncludeTree, full: boolean): Record<string, unknown> {
    const out: Record<string, unknown> = { id: new Uuid(node.id), type: node.type };
    if (full) out['attributes'] = sparse(this.ctx, node);
    if (tree.size > 0 && node.rels) {
      const relationships: Record<string, unknown> = {};
      for (const [rel, sub] of tree) {
        // Only the node's own relationships: a name like `__proto__` or `toString` is no relationship.
        const loader = Object.hasOwn(node.rels, rel) ? node.rels[rel] : undefined;
        if (typeof loader !== 'function') continue;
        let value = loader();
        if (Array.isArray(value)) {
          const limit = this.limitFor(rel);
          if (limit !== undefined) value = value.slice(0, limit);
          relationships[rel] = { data: value.map(ref) };
          for (const v of value) this.addIncluded(v, sub);
        } else {
          relationships[rel] = { data: value ? ref(value) : null };
          if (value) this.addIncluded(value, sub);
        }
      }
      out['relationships'] = relationships;
    }
    return out;
  }

  private addIncluded(node: Node, tree: IncludeTree): void {
    const key = `${node.type}/${node.id}`;
    const existing = this.included.get(key);
    const rendered = this.resource(node, tree, true);
    if (existing) {
      const rels = { ...((existing['relationships'] as object | undefined) ?? {}), ...((rendered['relationships'] as object | undefined) ?? {}) };
      if (Object.keys(rels).length > 0) existing['relationships'] = rels;
      return;
    }
    this.included.set(key, rendered);
  }

  includedList(): Record<string, unknown>[] {
    return [...this.included.values()];
  }
}

function includePaths(ctx: Ctx): string[] {
  const v = ctx.rawQuery['include'];
  return v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** A query or show answer. */
export function renderDoc(ctx: Ctx, data: Node | Node[] | null, meta?: Record<string, unknown>): Reply {
  const r = new Renderer(ctx);
  const tree = includeTree(includePaths(ctx));
  const body: Record<string, unknown> = {
    data: Array.isArray(data) ? data.map((n) => r.resource(n, tree, true)) : data ? r.resource(data, tree, true) : null,
  };
  const included = r.includedList();
  if (included.length > 0 || tree.size > 0) body['included'] = included;
  if (meta) body['meta'] = meta;
  return { body };
}

/** A command answer: only {id,type} unless expand=true; include still works. */
export function renderCommand(ctx: Ctx, data: Node): Reply {
  const expand = ctx.rawQuery['expand'] === 'true';
  const r = new Renderer(ctx);
  const tree = includeTree(includePaths(ctx));
  const body: Record<string, unknown> = { data: r.resource(data, tree, expand) };
  const included = r.includedList();
  if (included.length > 0) body['included'] = included;
  return { body };
}

export interface Paging { page: number; perPage: number; offset: number }

export function paging(ctx: Ctx, defaultPerPage = 100, maxPerPage = 100): Paging {
  const page = ctx.query.int('page', { min: 1 }) ?? 1;
  const perPage = ctx.query.int('perPage', { min: 1, max: maxPerPage }) ?? defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageMeta(p: Paging, totalItems: number, paginationLimit?: number): Record<string, unknown> {
  const meta: Record<string, unknown> = { totalItems, totalPages: Math.ceil(totalItems / p.perPage), page: p.page, perPage: p.perPage };
  if (paginationLimit !== undefined) meta['paginationLimit'] = paginationLimit;
  return meta;
}
