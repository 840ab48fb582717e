// Readers for form params (all leaves are strings on the wire).
import { invalidRequest } from './errors';
import type { Params } from './form';

export type Obj = Record<string, any>;

export function str(p: Params, name: string, required = false): string | undefined {
  const v = p[name];
  if (v === undefined) {
    if (required) throw invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
    return undefined;
  }
  if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return v;
}

export function reqStr(p: Params, name: string): string {
  return str(p, name, true) as string;
}

export function int(p: Params, name: string, required = false): number | undefined {
  const v = str(p, name, required);
  if (v === undefined || (v === '' && !required)) return undefined;
  if (!/^-?\d+$/.test(v)) throw invalidRequest(`Invalid integer: ${v}`, name);
  return Number(v);
}

export function bool(p: Params, name: string): boolean | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  throw invalidRequest(`Invalid boolean: ${v}`, name);
}

export function obj(p: Params, name: string): Params | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalidRequest(`Invalid object`, name);
  return v as Params;
}

export function arr(p: Params, name: string): unknown[] | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (!Array.isArray(v)) throw invalidRequest(`Invalid array`, name);
  return v;
}

export function strArr(p: Params, name: string): string[] | undefined {
  const v = arr(p, name);
  if (v === undefined) return undefined;
  return v.map((x) => {
    if (typeof x !== 'string') throw invalidRequest(`Invalid array`, name);
    return x;
  });
}

export function enumStr<T extends string>(p: Params, name: string, values: readonly T[], fallback?: T): T | undefined {
  const v = str(p, name);
  if (v === undefined) return fallback;
  if (!(values as readonly string[]).includes(v)) {
    throw invalidRequest(`Invalid ${name}: must be one of ${values.join(', ')}`, name);
  }
  return v as T;
}

export function currency(p: Params, name = 'currency', required = true): string | undefined {
  const v = str(p, name, required);
  if (v === undefined) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(v)) throw invalidRequest(`Invalid currency: ${v}. Stripe currently supports these currencies: usd, eur, gbp, ...`, name);
  return v.toLowerCase();
}

/** Stripe metadata semantics: merge; a key set to '' is removed; metadata='' clears all. */
export function mergeMetadata(current: Obj | undefined, p: Params): Obj {
  const base: Obj = { ...(current ?? {}) };
  const v = p['metadata'];
  if (v === undefined) return base;
  if (v === '') return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalidRequest('Invalid object', 'metadata');
  for (const [k, val] of Object.entries(v as Obj)) {
    if (typeof val !== 'string') throw invalidRequest('Invalid metadata value', `metadata[${k}]`);
    if (val === '') delete base[k];
    else base[k] = val;
  }
  if (Object.keys(base).length > 50) throw invalidRequest('Metadata can have at most 50 keys', 'metadata');
  return base;
}

/** A nested object param copied as strings (address, billing_details...), '' meaning null. */
export function plain(v: unknown): unknown {
  if (v === '') return null;
  if (Array.isArray(v)) return v.map(plain);
  if (v !== null && typeof v === 'object') {
    const out: Obj = {};
    for (const [k, val] of Object.entries(v as Obj)) out[k] = plain(val);
    return out;
  }
  return v;
}

/** `{a: null, b: null, ...}`: fields Stripe always returns that the twin has no value for. */
export function nulls(...keys: string[]): Obj {
  const out: Obj = {};
  for (const k of keys) out[k] = null;
  return out;
}
