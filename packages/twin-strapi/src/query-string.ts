// The bracket notation @strapi/client sends (`filters[a][$eq]=x&populate[0]=b&sort[]=c`) parsed
// with `qs`, the library the client encodes it with and Strapi's own server decodes it with.
import qs from 'qs';

export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

/**
 * Strapi's server defaults (`arrayLimit: 100`, `depth: 20`). Unlike Strapi, a key without `=` is
 * `''` rather than `null` (no `strictNullHandling`), so every leaf stays a string.
 * `__proto__`, `constructor` and other prototype keys are dropped (qs `allowPrototypes: false`).
 */
const PARSE_OPTIONS = { ignoreQueryPrefix: true, arrayLimit: 100, depth: 20 } as const;

export function parseQuery(search: string): QueryObject {
  // qs yields only strings, arrays and plain objects here (no strictNullHandling, no decoder).
  return qs.parse(search, PARSE_OPTIONS) as QueryObject;
}
