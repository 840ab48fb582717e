// Turning SDK calls and response validation into Result values with the package's stable codes.
import { HTTPError, HTTPNotFoundError } from '@strapi/client';
import { type Result, err, ok } from '@variegata/result/result';
import * as v from 'valibot';
import type { EditorialClient } from './client';

/**
 * `not-found`: the content does not exist (a 404, or a lookup that came back without data).
 * `content-unavailable`: the content service failed, could not be reached, or answered with
 * something that is not the expected shape.
 */
export type EditorialError = 'not-found' | 'content-unavailable';

export interface FailureMeta {
  /** The HTTP status when the service answered with an error. */
  status?: number;
}

export type EditorialResult<T> = Result<T, EditorialError, FailureMeta>;

/** Runs one SDK call; HTTP and network failures become values. */
export async function call<T>(run: () => Promise<T>): Promise<EditorialResult<T>> {
  try {
    return ok(await run());
  } catch (e) {
    if (e instanceof HTTPNotFoundError) return err('not-found', 'Not Found', { status: 404 });
    if (e instanceof HTTPError) return err('content-unavailable', e.message, { status: e.response.status });
    return err('content-unavailable', e instanceof Error ? e.message : String(e));
  }
}

/** Validates a response; an unexpected shape is `content-unavailable` with the issues summarised. */
export function parse<S extends v.GenericSchema>(schema: S, data: unknown, what: string): EditorialResult<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return ok(parsed.output);
  return err('content-unavailable', `Unexpected ${what} response: ${v.summarize(parsed.issues)}`);
}

/** Runs an SDK call and validates its response. */
export async function fetchParsed<S extends v.GenericSchema>(
  schema: S,
  what: string,
  run: () => Promise<unknown>,
): Promise<EditorialResult<v.InferOutput<S>>> {
  const response = await call(run);
  return response.ok ? parse(schema, response.value, what) : response;
}

/**
 * The one document of a collection with this slug (GET /api/<collection>?filters[slug][$eq]=…, one
 * per page, `populate` as given). No match is `not-found` with the message 'no data' (spec 1 §8).
 */
export async function findBySlug<T>(
  client: EditorialClient,
  collection: string,
  item: v.GenericSchema<unknown, T>,
  what: string,
  slug: string,
  populate: string | string[] | Record<string, unknown>,
): Promise<EditorialResult<T>> {
  const response = await fetchParsed(client.schemas.collection(item), what, () =>
    client.sdk.collection(collection).find({ filters: { slug: { $eq: slug } }, populate, pagination: { page: 1, pageSize: 1 } }),
  );
  if (!response.ok) return response;
  const [first] = response.value.data;
  return first ? ok(first) : err('not-found', 'no data', { status: 404 });
}
