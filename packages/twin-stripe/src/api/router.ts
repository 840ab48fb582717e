// Route table for /v1: each route is a method, a path pattern with `:params` and a synchronous handler.
import type { Twin } from '../core/context';
import type { Params } from '../core/form';
import type { Obj } from '../core/params';

export interface ApiRequest {
  method: string;
  path: string;
  params: Params;
  pathParams: string[];
  /** The `Stripe-Account` header (Connect: acting as a connected account). */
  stripeAccount: string | undefined;
}

export type Handler = (t: Twin, req: ApiRequest) => Obj;

export interface Route {
  /** `METHOD /path/:param`, the key of the route in KNOWN_PARAMS. */
  key: string;
  method: string;
  pattern: RegExp;
  handler: Handler;
}

export function route(method: string, path: string, handler: Handler): Route {
  const pattern = new RegExp(`^${path.replace(/:[a-z_]+/g, '([^/]+)')}$`);
  return { key: `${method} ${path}`, method, pattern, handler };
}

export function match(routes: Route[], method: string, path: string): { route: Route; pathParams: string[] } | undefined {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(path);
    if (m !== null) return { route: r, pathParams: m.slice(1).map((s) => decodeURIComponent(s)) };
  }
  return undefined;
}

export function arg(req: ApiRequest, i = 0): string {
  return req.pathParams[i] ?? '';
}
