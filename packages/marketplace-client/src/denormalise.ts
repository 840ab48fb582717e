/**
 * Resolves the `relationships` of API resources against the `included` list, the
 * way the web template's `denormalisedEntities` does: each relationship becomes
 * the related entity (or an array of them), recursively, with cycles cut.
 */
export interface ResourceRef {
  id: { uuid: string };
  type: string;
}

export interface Resource extends ResourceRef {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceRef | ResourceRef[] | null }>;
}

export type Entity = ResourceRef & { attributes: Record<string, unknown> } & Record<string, unknown>;

const keyOf = (ref: ResourceRef) => `${ref.type}/${ref.id.uuid}`;

export function denormalise(data: Resource | Resource[] | null | undefined, included: readonly Resource[] = []): Entity[] {
  if (!data) return [];
  const list = Array.isArray(data) ? data : [data];
  const index = new Map<string, Resource>();
  for (const r of [...included, ...list]) index.set(keyOf(r), r);

  const resolve = (ref: ResourceRef, seen: ReadonlySet<string>): Entity => {
    const key = keyOf(ref);
    const resource = index.get(key) ?? ref;
    const attributes = (('attributes' in resource && resource.attributes) || {}) as Record<string, unknown>;
    const entity: Entity = { id: resource.id, type: resource.type, attributes };
    if (seen.has(key)) return entity;
    const nextSeen = new Set(seen).add(key);
    const relationships = 'relationships' in resource ? resource.relationships : undefined;
    for (const [name, rel] of Object.entries(relationships ?? {})) {
      const target = rel?.data;
      if (target === undefined) continue;
      entity[name] = target === null ? null : Array.isArray(target) ? target.map((t) => resolve(t, nextSeen)) : resolve(target, nextSeen);
    }
    return entity;
  };

  return list.map((r) => resolve(r, new Set()));
}

/** The single entity of a show/command response; throws the spec's developer error otherwise. */
export function denormaliseOne(response: { data: { data: Resource | Resource[] | null; included?: Resource[] } }, message = 'Expected a resource in the response'): Entity {
  const entities = denormalise(response.data.data, response.data.included);
  const first = entities[0];
  if (entities.length !== 1 || !first) throw new Error(message);
  return first;
}
