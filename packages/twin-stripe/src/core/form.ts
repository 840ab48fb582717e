// Parsing of Stripe's form encoding: `a[b][0]=x&expand[]=y` into nested objects and arrays.
// Every leaf is a string; callers convert with the readers in params.ts.

export type Params = Record<string, unknown>;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_PAIRS = 2000;
const MAX_DEPTH = 12;

export class FormError extends Error {}

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const re = /\[([^\]]*)\]/gy;
  re.lastIndex = open;
  let m: RegExpExecArray | null;
  while ((m = re.exec(key)) !== null) {
    parts.push(m[1] ?? '');
    if (re.lastIndex === key.length) return parts;
  }
  throw new FormError(`Invalid parameter name: ${key}`);
}

type Node = Record<string, unknown>;

function toArrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const node = value as Node;
  const keys = Object.keys(node);
  for (const k of keys) node[k] = toArrays(node[k]);
  if ((node as { __list?: boolean }).__list === true || (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))) {
    return keys
      .filter((k) => k !== '__list')
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => node[k]);
  }
  return node;
}

/** Parses an urlencoded string (body or query) into nested params. */
export function parseForm(input: string): Params {
  const root: Node = {};
  const search = new URLSearchParams(input);
  let count = 0;
  for (const [rawKey, value] of search) {
    if (++count > MAX_PAIRS) throw new FormError('Too many parameters');
    const parts = splitKey(rawKey);
    if (parts.length > MAX_DEPTH) throw new FormError(`Parameter nested too deeply: ${rawKey}`);
    let node: Node = root;
    for (let i = 0; i < parts.length; i++) {
      let part = parts[i] as string;
      if (FORBIDDEN.has(part)) throw new FormError(`Invalid parameter name: ${rawKey}`);
      const last = i === parts.length - 1;
      if (part === '') {
        // `a[]=x`: append to a list
        Object.defineProperty(node, '__list', { value: true, enumerable: false, configurable: true });
        part = String(Object.keys(node).length);
      }
      if (last) {
        node[part] = value;
      } else {
        const next = node[part];
        if (next === undefined || typeof next === 'string') {
          const fresh: Node = {};
          node[part] = fresh;
          node = fresh;
        } else {
          node = next as Node;
        }
      }
    }
  }
  return toArrays(root) as Params;
}
