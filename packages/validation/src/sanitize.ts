/**
 * Text sanitising (spec 1 §5, spec 2 §5): angle brackets in user and listing text are replaced with
 * full-width lookalikes ('<' -> U+FF1C '＜', '>' -> U+FF1E '＞'), so text can never open an HTML tag
 * while still reading the same. Objects and arrays are sanitised recursively (strings only; keys,
 * numbers, booleans, dates and null are kept).
 */
import * as v from 'valibot';

export const FULL_WIDTH_LESS_THAN = '\uFF1C';
export const FULL_WIDTH_GREATER_THAN = '\uFF1E';

export function sanitizeText(text: string): string {
  return text.replace(/</g, FULL_WIDTH_LESS_THAN).replace(/>/g, FULL_WIDTH_GREATER_THAN);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Sanitises every string inside plain objects and arrays; other values are returned unchanged. */
export function sanitizeDeep<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeDeep(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = sanitizeDeep(item);
    return out as T;
  }
  return value;
}

/** Valibot transformation that sanitises a string field. */
export const sanitized = () => v.transform<string, string>(sanitizeText);
