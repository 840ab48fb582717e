// A qs-compatible parser for the bracket notation @strapi/client sends
// (`filters[a][$eq]=x&populate[0]=b&sort[]=c`): nested objects, index and push arrays, repeated keys.

export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

const MAX_DEPTH = 20;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** `a[b][0][]` -> ['a', 'b', '0', '']; brackets beyond the depth limit stay in the last segment. */
export function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first <= 0) return [key];
  const segments = [key.slice(0, first)];
  const re = /\[([^[\]]*)\]/y;
  re.lastIndex = first;
  let m: RegExpExecArray | null;
  while (segments.length <= MAX_DEPTH && (m = re.exec(key)) !== null) segments.push(m[1] ?? '');
  if (re.lastIndex !== 0 && re.lastIndex < key.length) {
    segments[segments.length - 1] += key.slice(re.lastIndex);
  }
  return segments;
}

type Node = { [key: string]: Node | string | Array<Node | string> };

function assign(target: Node, segments: string[], value: string): void {
  const [head, ...rest] = segments;
  if (head === undefined || FORBIDDEN.has(head)) return;
  if (rest.length === 0) {
    const existing = target[head];
    if (existing === undefined) target[head] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    return;
  }
  if (rest[0] === '' && rest.length === 1) {
    const existing = target[head];
    if (existing === undefined) target[head] = [value];
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    else existing[String(Object.keys(existing).length)] = value;
    return;
  }
  let child = target[head];
  if (typeof child === 'string') {
    child = { 0: child };
    target[head] = child;
  } else if (Array.isArray(child)) {
    const obj: Node = {};
    child.forEach((v, i) => {
      obj[String(i)] = v as Node;
    });
    child = obj;
    target[head] = child;
  } else if (child === undefined) {
    child = {};
    target[head] = child;
  }
  assign(child, rest[0] === '' ? [String(Object.keys(child).length), ...rest.slice(1)] : rest, value);
}

function finish(node: Node | string | Array<Node | string>): QueryValue {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map((n) => finish(n));
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => finish(node[k] as Node));
  }
  const out: QueryObject = {};
  for (const k of keys) out[k] = finish(node[k] as Node);
  return out;
}

export function parseQuery(search: string): QueryObject {
  const root: Node = {};
  const raw = search.startsWith('?') ? search.slice(1) : search;
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decode(part.slice(eq + 1));
    if (key === '') continue;
    assign(root, splitKey(key), value);
  }
  return finish(root) as QueryObject;
}
