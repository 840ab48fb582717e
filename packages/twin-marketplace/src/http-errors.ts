/**
 * The Marketplace API error envelope: {errors:[{id,status,code,title,source?,meta?}]}.
 * Handlers throw ApiError; the HTTP layer turns any throw into this envelope (never a bare 500 for input).
 */
import { randomUUID } from 'node:crypto';
import { Uuid } from './wire-types';

export interface ErrorSource { path: string[]; type: 'body' | 'query' | 'form' }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly source?: ErrorSource,
    readonly meta?: Record<string, unknown>,
  ) {
    super(`${status} ${code}: ${title}`);
  }
}

export function errorBody(e: ApiError): Record<string, unknown> {
  const error: Record<string, unknown> = { id: new Uuid(randomUUID()), status: e.status, code: e.code, title: e.title };
  if (e.source) error['source'] = e.source;
  if (e.meta) error['meta'] = e.meta;
  return { errors: [error] };
}

export const badRequest = (title = 'Bad request', source?: ErrorSource) => new ApiError(400, 'bad-request', title, source);
export const invalidValue = (path: string, type: ErrorSource['type'], title?: string) =>
  new ApiError(400, 'validation-invalid-value', title ?? `Invalid value for ${path}`, { path: path.split('.'), type });
export const missingKey = (path: string, type: ErrorSource['type']) =>
  new ApiError(400, 'validation-missing-key', `Missing required key ${path}`, { path: path.split('.'), type });
export const disallowedKey = (path: string, type: ErrorSource['type']) =>
  new ApiError(400, 'validation-disallowed-key', `Key ${path} is not allowed`, { path: path.split('.'), type });
export const invalidParams = (title: string) => new ApiError(400, 'validation-invalid-params', title);
export const missingToken = () => new ApiError(401, 'auth-missing-access-token', 'Missing access token');
export const invalidToken = () => new ApiError(401, 'auth-invalid-access-token', 'Invalid or expired access token');
export const forbidden = (title = 'Forbidden') => new ApiError(403, 'forbidden', title);
export const notFound = (title = 'Not found') => new ApiError(404, 'not-found', title);
export const conflict = (code = 'conflict', title = 'Conflict', meta?: Record<string, unknown>) =>
  new ApiError(409, code, title, undefined, meta);
export const notImplemented = (endpoint: string) =>
  new ApiError(501, 'not-implemented', `The marketplace twin does not implement ${endpoint}`);
