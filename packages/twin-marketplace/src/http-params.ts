/**
 * Parameter access for query strings and transit bodies: snake_case aliases, typed getters that
 * throw 400 validation-* errors with the offending path.
 */
import { invalidValue, missingKey, type ErrorSource } from './http-errors';
import { asUuid, LatLngValue, MoneyValue } from './wire-types';

const EXT_PREFIXES = ['pub_', 'meta_', 'priv_', 'prot_'];

/** snake_case -> camelCase, except extended-data filter keys and dotted option keys' suffixes. */
export function normaliseKey(key: string): string {
  if (EXT_PREFIXES.some((p) => key.startsWith(p))) return key;
  const dot = key.indexOf('.');
  const head = dot === -1 ? key : key.slice(0, dot);
  const tail = dot === -1 ? '' : key.slice(dot);
  return head.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) + tail;
}

export function parseQueryString(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) out[normaliseKey(k)] = v;
  return out;
}

export function normaliseBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) out[normaliseKey(k)] = v;
  return out;
}

export class Params {
  constructor(readonly values: Record<string, unknown>, readonly type: ErrorSource['type']) {}

  has(key: string): boolean {
    return this.values[key] !== undefined && this.values[key] !== null;
  }
  raw(key: string): unknown {
    return this.values[key];
  }
  private req<T>(key: string, v: T | undefined, required: boolean): T | undefined {
    if (v === undefined && required) throw missingKey(key, this.type);
    return v;
  }
  uuid(key: string): string;
  uuid(key: string, required: false): string | undefined;
  uuid(key: string, required = true): string | undefined {
    const v = this.values[key];
    if (v === undefined || v === null || v === '') return this.req(key, undefined, required);
    const id = asUuid(v);
    if (!id) throw invalidValue(key, this.type, `${key} must be a UUID`);
    return id;
  }
  uuidList(key: string): string[] | undefined {
    const v = this.values[key];
    if (v === undefined || v === null || v === '') return undefined;
    const parts = Array.isArray(v) ? v : String(v).split(',');
    return parts.map((p) => {
      const id = asUuid(typeof p === 'string' ? p.trim() : p);
      if (!id) throw invalidValue(key, this.type, `${key} must be a list of UUIDs`);
      return id;
    });
  }
  string(key: string): string;
  string(key: string, required: false): string | undefined;
  string(key: string, required = true): string | undefined {
    const v = this.values[key];
    if (v === undefined || v === null) return this.req(key, undefined, required);
    if (typeof v !== 'string') throw invalidValue(key, this.type, `${key} must be a string`);
    return v;
  }
  /** Nullable string for updates: undefined = absent, null = clear. */
  nullableString(key: string, maxLength = 100000): string | null | undefined {
    const v = this.values[key];
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (typeof v !== 'string' || v.length > maxLength) throw invalidValue(key, this.type);
    return v;
  }
  int(key: string, opts: { min?: number; max?: number } = {}): number | undefined {
    const v = this.values[key];
    if (v === undefined || v === null || v === '') return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
      throw invalidValue(key, this.type, `${key} must be an integer${opts.min !== undefined ? ` >= ${opts.min}` : ''}${opts.max !== undefined ? ` <= ${opts.max}` : ''}`);
    }
    return n;
  }
  bool(key: string): boolean | undefined {
    const v = this.values[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (v === true || v === 'true') return true;
    if (v === false || v === 'false') return false;
    throw invalidValue(key, this.type, `${key} must be a boolean`);
  }
  list(key: string): string[] | undefined {
    const v = this.values[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (Array.isArray(v)) return v.map(String);
    if (typeof v !== 'string') throw invalidValue(key, this.type);
    return v.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  }
  object(key: string): Record<string, unknown> | undefined {
    const v = this.values[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'object' || Array.isArray(v) || v instanceof MoneyValue) throw invalidValue(key, this.type, `${key} must be an object`);
    return v as Record<string, unknown>;
  }
  money(key: string): MoneyValue | null | undefined {
    const v = this.values[key];
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (!(v instanceof MoneyValue) || !Number.isSafeInteger(v.amount) || v.amount < 0 || !/^[A-Z]{3}$/.test(v.currency)) {
      throw invalidValue(key, this.type, `${key} must be Money`);
    }
    return v;
  }
  latLng(key: string): LatLngValue | null | undefined {
    const v = this.values[key];
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (v instanceof LatLngValue && validLatLng(v.lat, v.lng)) return v;
    if (typeof v === 'string') {
      const parts = v.split(',').map(Number);
      if (parts.length === 2 && validLatLng(parts[0]!, parts[1]!)) return new LatLngValue(parts[0]!, parts[1]!);
    }
    throw invalidValue(key, this.type, `${key} must be a location`);
  }
}

function validLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
