/**
 * What a loader or action call comes to, the way Remix would answer it: a returned or thrown
 * Response, `data(value, init)`, a plain value (200), or a thrown error (500: a bug).
 */
export interface RouteOutcome {
  status: number;
  /** The redirect target, for a 3xx. */
  location: string | null;
  headers: Headers;
  /** JSON or text of a Response (null for redirects), or the data of a value. */
  data: any;
  /** The error a call threw that was not a Response (status 500). */
  error?: unknown;
}

export async function settle(call: () => unknown): Promise<RouteOutcome> {
  let result: unknown;
  try {
    result = await call();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) return { status: 500, location: null, headers: new Headers(), data: null, error: thrown };
    result = thrown;
  }
  if (result instanceof Response) {
    const location = result.status >= 300 && result.status < 400 ? result.headers.get('location') : null;
    const type = result.headers.get('content-type') ?? '';
    const text = location || result.status === 204 ? '' : await result.text();
    let data: unknown = text;
    if (type.includes('json') && text) data = JSON.parse(text);
    return { status: result.status, location, headers: result.headers, data };
  }
  if (isDataWithInit(result)) {
    const init = result.init ?? {};
    return { status: init.status ?? 200, location: null, headers: new Headers(init.headers), data: result.data };
  }
  return { status: 200, location: null, headers: new Headers(), data: result };
}

function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}
