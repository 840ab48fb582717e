/**
 * Expected failures are values: a domain call that can fail for a known reason
 * returns `err(code)` with a stable error code instead of throwing.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E extends string, M = unknown> = { readonly ok: false; readonly error: E; readonly message?: string; readonly meta?: M };
export type Result<T, E extends string = string, M = unknown> = Ok<T> | Err<E, M>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<E extends string, M = unknown>(error: E, message?: string, meta?: M): Err<E, M> {
  return message === undefined && meta === undefined
    ? { ok: false, error }
    : { ok: false, error, ...(message === undefined ? {} : { message }), ...(meta === undefined ? {} : { meta }) };
}
