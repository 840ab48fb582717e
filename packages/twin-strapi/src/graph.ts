// Uniform access to rows (documents, components, files) and the rows they point to.
import { type Attribute, type Attributes, FILE_ATTRIBUTES, SYSTEM_ATTRIBUTES, component, contentType } from './schema';
import type { FileRecord, Row, StoredDoc, StrapiStore } from './store';

export function docRow(doc: StoredDoc): Row {
  return {
    ...doc.data, id: doc.id, documentId: doc.documentId, createdAt: doc.createdAt, updatedAt: doc.updatedAt, publishedAt: doc.publishedAt,
  };
}

/** id, documentId, the type's own attributes, then the timestamps (Strapi 5's key order). */
export function docAttributes(uid: string): Attributes {
  const { id, documentId, ...timestamps } = SYSTEM_ATTRIBUTES;
  return { id: id!, documentId: documentId!, ...contentType(uid).attributes, ...timestamps };
}

export function componentAttributes(name: string): Attributes {
  return { id: { type: 'integer' }, ...component(name) };
}

export const fileAttributes = FILE_ATTRIBUTES;

function asArray(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Read access over the store with per-request maps from documentId to row. */
export class Graph {
  private byType = new Map<string, Map<string, Row>>();

  constructor(readonly store: StrapiStore) {}

  rows(uid: string): Row[] {
    return [...this.index(uid).values()];
  }

  private index(uid: string): Map<string, Row> {
    let map = this.byType.get(uid);
    if (!map) {
      map = new Map(this.store.docs(uid).filter((d) => d.publishedAt !== null).map((d) => [d.documentId, docRow(d)]));
      this.byType.set(uid, map);
    }
    return map;
  }

  /** Published documents a relation value points to, in the stored order. */
  related(target: string, value: unknown): Row[] {
    const index = this.index(target);
    return asArray(value).map((id) => index.get(String(id))).filter((r): r is Row => r !== undefined);
  }

  files(value: unknown): Row[] {
    const files = this.store.files();
    return asArray(value).map((id) => files.get(Number(id))).filter((r): r is FileRecord => r !== undefined);
  }

  /** Rows reachable through a non-scalar attribute, with the attributes describing them. */
  children(attr: Attribute, value: unknown): { rows: Row[]; attrs: Attributes } | undefined {
    switch (attr.type) {
      case 'relation':
        return { rows: this.related(attr.target, value), attrs: docAttributes(attr.target) };
      case 'media':
        return { rows: this.files(value), attrs: fileAttributes };
      case 'component':
        return { rows: asArray(value) as Row[], attrs: componentAttributes(attr.component) };
      default:
        return undefined;
    }
  }
}
