/** Extended data (publicData, protectedData, privateData, metadata): top-level merge, null removes, 50 KB cap. */
import { invalidValue } from './http-errors';
import type { ErrorSource } from './http-errors';

export const EXTENDED_DATA_MAX_BYTES = 50 * 1024;

function jsonSafe(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(jsonSafe);
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v as object).every(jsonSafe);
  // Uuid and other tagged values inside extended data are stored as their string form
  return typeof v === 'object' && v !== null && 'uuid' in v;
}

/** Merges `patch` into `current` key by key; a null value removes the key. Throws 400 when not JSON or too big. */
export function mergeExtendedData(current: Record<string, unknown>, patch: unknown, path: string, type: ErrorSource['type'] = 'body'): Record<string, unknown> {
  if (patch === undefined) return current;
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch) || !jsonSafe(patch)) {
    throw invalidValue(path, type, `${path} must be a JSON object`);
  }
  const out = { ...current };
  for (const [k, v] of Object.entries(patch as Record<string, unknown>)) {
    if (v === null) delete out[k];
    else out[k] = normalise(v);
  }
  if (Buffer.byteLength(JSON.stringify(out)) > EXTENDED_DATA_MAX_BYTES) {
    throw invalidValue(path, type, `${path} exceeds ${EXTENDED_DATA_MAX_BYTES} bytes`);
  }
  return out;
}

function normalise(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalise);
  if (v !== null && typeof v === 'object') {
    if ('uuid' in v && Object.getPrototypeOf(v) !== Object.prototype) return String((v as { uuid: string }).uuid);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
  }
  return v;
}
