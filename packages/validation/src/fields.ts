/**
 * Small valibot building blocks for form fields. Form values arrive as strings (or are missing), so
 * each block accepts a missing value as '' and reports the field's own "required" message instead of
 * a type error.
 */
import * as v from 'valibot';
import { DEFAULT_MAX_LENGTH } from './validators';

/** Message for a value of the wrong type (a developer error in a form, but reported, not thrown). */
export const INVALID_VALUE_MESSAGE = 'This value is not valid.';

/** Text that may be missing; output is the raw string ('' when missing). */
export const optionalString = /*#__NO_SIDE_EFFECTS__*/ () => v.optional(v.string(INVALID_VALUE_MESSAGE), '');

/**
 * Required single-line text: trimmed, non-blank, at most `max` characters (default 256).
 */
/*#__NO_SIDE_EFFECTS__*/
export function requiredText(requiredMessage: string, options: { max?: number; maxMessage?: string } = {}) {
  const max = options.max ?? DEFAULT_MAX_LENGTH;
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, options.maxMessage ?? `Must be at most ${max} characters.`),
  );
}

/** Optional single-line text: trimmed, at most `max` characters (default 256). */
/*#__NO_SIDE_EFFECTS__*/
export function optionalText(options: { max?: number; maxMessage?: string } = {}) {
  const max = options.max ?? DEFAULT_MAX_LENGTH;
  return v.pipe(
    optionalString(),
    v.trim(),
    v.maxLength(max, options.maxMessage ?? `Must be at most ${max} characters.`),
  );
}

const TRUE_VALUES = new Set(['true', 'on', '1', 'yes']);

/** A checkbox: `true`/`'on'`/`'true'`/`'1'`/`'yes'` are checked; anything else (or missing) is not. */
export const checkbox = () =>
  v.pipe(
    v.optional(v.union([v.boolean(), v.string()]), false),
    v.transform((value): boolean => (typeof value === 'boolean' ? value : TRUE_VALUES.has(value.trim().toLowerCase()))),
  );

/**
 * An integer given as a number or as decimal text (a select's value). Missing or blank gives the
 * required message (or gives `defaultValue` when one is set, e.g. for a hidden select); anything that
 * is not a whole number gives the integer message.
 */
/*#__NO_SIDE_EFFECTS__*/
export function integerInput(requiredMessage: string, integerMessage: string, defaultValue?: number) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], integerMessage), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
        if (defaultValue !== undefined) return defaultValue;
        addIssue({ message: requiredMessage });
        return NEVER;
      }
      const parsed = typeof raw === 'number' ? raw : /^[+-]?\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
      if (!Number.isSafeInteger(parsed)) {
        addIssue({ message: integerMessage });
        return NEVER;
      }
      return parsed;
    }),
  );
}
