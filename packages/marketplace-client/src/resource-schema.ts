/**
 * Building blocks of the entity schemas: the SDK's value types as plain values, and `resource`,
 * which checks one denormalised API resource ({ id, type, attributes, ...relationships }) and
 * flattens it into a plain entity ({ id, ...attributes, ...relationships }).
 *
 * Expectations are written as the error message reads them: "expected a UUID, got ...".
 */
import * as v from 'valibot';

/** The SDK's `UUID` ({ uuid }) as a plain string. */
export const uuid = v.pipe(v.object({ uuid: v.pipe(v.string(), v.uuid('a UUID')) }), v.transform((id) => id.uuid));

/** The SDK's `Money`: an integer amount of minor units (cents) and an ISO 4217 currency code. */
export const money = v.object({
  amount: v.pipe(v.number(), v.safeInteger('an integer amount of minor units')),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a three-letter currency code')),
});
export type Money = v.InferOutput<typeof money>;

/** The SDK's `LatLng`. */
export const latLng = v.object({ lat: v.number(), lng: v.number() });
export type LatLng = v.InferOutput<typeof latLng>;

/** The SDK's `BigDecimal` ({ value: '2.5' }) as a number (line item quantities and percentages). */
export const decimal = v.pipe(
  v.object({ value: v.string() }),
  v.transform((d) => Number(d.value)),
  v.finite('a decimal number'),
);

/** A whole number (counts, stock, timestamps in milliseconds). */
export const integer = v.pipe(v.number(), v.safeInteger('an integer'));

/**
 * Extended data (publicData, protectedData, privateData, metadata): the known keys are typed and
 * checked, every other key is kept as it is.
 */
export function extendedData<const E extends v.ObjectEntries>(known: E) {
  return v.looseObject(known);
}

type Flat<T> = { [K in keyof T]: T[K] };

/** Relationships of a resource: each schema is usually `v.optional(...)` (present only when included). */
export type Relationships = v.ObjectEntries;

/**
 * One API resource of type `type` (or one of `types`) as a flat entity. `removed` lists the values
 * the API blanks on a banned or deleted resource ("default values" in the API reference, null for
 * most): for such a resource they fill in whatever came back null or missing, so a removed user
 * still has the shape of a user (check `banned` / `deleted` before showing one).
 */
export function resource<const T extends string, const A extends v.ObjectEntries, const R extends Relationships>(
  types: T | readonly T[],
  attributes: A,
  relationships: R,
  removed: Partial<Record<keyof A, unknown>> = {},
) {
  const typeList: readonly T[] = typeof types === 'string' ? [types] : types;
  return v.pipe(
    v.unknown(),
    v.transform((input) => withRemovedDefaults(input, removed)),
    v.object({ id: uuid, type: v.picklist(typeList), attributes: v.object(attributes), ...relationships }),
    v.transform(({ id, type: _type, attributes: a, ...related }) => ({ id, ...a, ...related }) as Flat<{ id: string } & typeof a & typeof related>),
  );
}

/** A plain object (not an array, Date or SDK value). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function withRemovedDefaults(input: unknown, removed: Record<string, unknown>): unknown {
  if (!isRecord(input) || !isRecord(input['attributes'])) return input;
  const attributes = input['attributes'];
  if (attributes['banned'] !== true && attributes['deleted'] !== true) return input;
  return { ...input, attributes: fillBlanks(attributes, removed) };
}

/** `value` with every null or missing key of `blanks` filled in (nested objects key by key). */
function fillBlanks(value: Record<string, unknown>, blanks: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...value };
  for (const [key, blank] of Object.entries(blanks)) {
    const current = filled[key];
    filled[key] = isRecord(blank) && isRecord(current) ? fillBlanks(current, blank) : (current ?? blank);
  }
  return filled;
}
