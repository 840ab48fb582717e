/**
 * Turning an SDK response ({ status, statusText, data: { data, included, meta } }) into typed
 * entities: the document is checked, `included` is denormalised once, and every resource is parsed
 * with its entity schema. Anything unexpected throws an `UnexpectedResponseError`.
 */
import * as v from 'valibot';
import { denormalise, type Resource } from './denormalise';
import { integer } from './resource-schema';
import { UnexpectedResponseError, type ResponseIssue } from './unexpected-response-error';

/** A parsed query result: the entities and the API's pagination. */
export interface Page<T> {
  readonly items: T[];
  readonly meta: PageMeta;
}

const pageMeta = v.object({ page: integer, perPage: integer, totalItems: integer, totalPages: integer });
export type PageMeta = v.InferOutput<typeof pageMeta>;

const resourceRef = v.looseObject({ id: v.looseObject({ uuid: v.string() }), type: v.string() });
const document = v.object({
  data: v.union([resourceRef, v.array(resourceRef), v.null()]),
  included: v.optional(v.array(resourceRef), []),
  meta: v.optional(v.unknown()),
});

export type EntitySchema<T> = v.GenericSchema<unknown, T>;

/** valibot reports a missing key as expecting the key's name; say what is meant. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === 'schema' && /object$/.test(issue.type) && issue.received === 'undefined' && issue.message.startsWith('Invalid key');
}

function issuesOf(issues: readonly v.BaseIssue<unknown>[], prefix = ''): ResponseIssue[] {
  return issues.map((issue) => ({
    path: [prefix, v.getDotPath(issue)].filter(Boolean).join('.') || '(whole value)',
    expected: isMissingKey(issue) ? 'a value' : (issue.expected ?? issue.message),
    received: issue.received,
  }));
}

function readDocument(response: { data: unknown }, call: string) {
  const parsed = v.safeParse(document, response.data);
  if (!parsed.success) throw new UnexpectedResponseError(`${call} response`, issuesOf(parsed.issues));
  // The references are checked; denormalise reads attributes and relationships as they are.
  const data = parsed.output.data as Resource | Resource[] | null;
  return { resources: denormalise(data, parsed.output.included as Resource[]), meta: parsed.output.meta };
}

/** One denormalised entity through its schema; `name` is used when the resource has no usable type. */
export function parseEntity<T>(schema: EntitySchema<T>, entity: unknown, name: string): T {
  const parsed = v.safeParse(schema, entity);
  if (parsed.success) return parsed.output;
  const raw = (typeof entity === 'object' && entity !== null ? entity : {}) as { id?: { uuid?: unknown }; type?: unknown };
  const type = typeof raw.type === 'string' ? raw.type : name;
  const id = typeof raw.id?.uuid === 'string' ? ` ${raw.id.uuid}` : '';
  throw new UnexpectedResponseError(`${type}${id}`, issuesOf(parsed.issues));
}

/** The single resource of a show or command response. */
export function parseOne<T>(schema: EntitySchema<T>, response: { data: unknown }, call: string, name: string): T {
  const { resources } = readDocument(response, call);
  const [only] = resources;
  if (resources.length !== 1 || !only) {
    throw new UnexpectedResponseError(`${call} response`, [{ path: 'data', expected: `exactly one ${name}`, received: `${resources.length}` }]);
  }
  return parseEntity(schema, only, name);
}

/** Every resource of a response, in order. */
export function parseList<T>(schema: EntitySchema<T>, response: { data: unknown }, call: string, name: string): T[] {
  return readDocument(response, call).resources.map((entity) => parseEntity(schema, entity, name));
}

/** A paginated query: the resources and `meta`. */
export function parsePage<T>(schema: EntitySchema<T>, response: { data: unknown }, call: string, name: string): Page<T> {
  const { resources, meta } = readDocument(response, call);
  const parsedMeta = v.safeParse(pageMeta, meta);
  if (!parsedMeta.success) {
    throw new UnexpectedResponseError(`${call} response`, issuesOf(parsedMeta.issues, 'meta'));
  }
  return { items: resources.map((entity) => parseEntity(schema, entity, name)), meta: parsedMeta.output };
}
