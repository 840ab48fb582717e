/**
 * Expected failures are values: a call that can fail for a known reason returns
 * `err(code)` with a stable string code (and optional details) instead of throwing.
 * `throw` stays for bugs.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E extends string, M = unknown> = {
  readonly ok: false;
  /** Stable code callers switch on (kebab-case, e.g. 'bid-too-low'); never a user-facing text. */
  readonly error: E;
  /** Optional human-readable detail for logs or a default text. */
  readonly message?: string;
  /** Optional structured details (an index, a status, the limit that was crossed...). */
  readonly meta?: M;
};
export type Result<T, E extends string = string, M = unknown> = Ok<T> | Err<E, M>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** A failure with its code; `message` and `meta` are set only when given (no undefined keys). */
export function err<E extends string, M = unknown>(error: E, message?: string, meta?: M): Err<E, M> {
  return {
    ok: false,
    error,
    ...(message === undefined ? {} : { message }),
    ...(meta === undefined ? {} : { meta }),
  };
}

/** Transforms the value of a success; a failure passes through unchanged. */
export function map<T, U, E extends string, M>(result: Result<T, E, M>, transform: (value: T) => U): Result<U, E, M> {
  return result.ok ? ok(transform(result.value)) : result;
}
