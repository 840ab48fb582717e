/**
 * Generic field validators (spec 1 §5): each takes its message and returns a function that gives
 * `undefined` for a valid value or the message for an invalid one. `composeValidators` returns the
 * first failing message. `toValibotCheck` turns one into a valibot action so the same rule can sit in
 * a schema pipe (give the pipe input type: `toValibotCheck<string>(minLength(...))`).
 */
import * as v from 'valibot';

export type Validator<T = unknown> = (value: T) => string | undefined;

/** Default maximum length of single-line text (spec 1 §9). */
export const DEFAULT_MAX_LENGTH = 256;

const isBlankString = (value: unknown): boolean => typeof value === 'string' && value.trim().length === 0;

/** Required, non-blank: fails for undefined, null, and text that is empty after trimming. */
export const required =
  (message: string): Validator =>
  (value) =>
    value === undefined || value === null || isBlankString(value) ? message : undefined;

/** Required boolean: the value must be `true` or `false` (an untouched checkbox group fails). */
export const requiredBoolean =
  (message: string): Validator =>
  (value) =>
    typeof value === 'boolean' ? undefined : message;

/** Non-empty string without trimming (e.g. passwords, where spaces count). */
export const nonEmptyString =
  (message: string): Validator =>
  (value) =>
    typeof value === 'string' && value.length > 0 ? undefined : message;

/** Non-empty array. */
export const nonEmptyArray =
  (message: string): Validator =>
  (value) =>
    Array.isArray(value) && value.length > 0 ? undefined : message;

/** Minimum length of a string; a missing value fails. */
export const minLength =
  (message: string, minimum: number): Validator =>
  (value) =>
    typeof value === 'string' && value.length >= minimum ? undefined : message;

/** Maximum length of a string (default 256); a missing value passes (pair it with `required`). */
export const maxLength =
  (message: string, maximum: number = DEFAULT_MAX_LENGTH): Validator =>
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.length <= maximum) ? undefined : message;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}
export interface LocationValue {
  readonly search?: string;
  readonly selectedPlace?: { readonly address?: string; readonly origin?: LatLng } | null;
}

const isLatLng = (origin: unknown): origin is LatLng =>
  typeof origin === 'object' &&
  origin !== null &&
  Number.isFinite((origin as LatLng).lat) &&
  Number.isFinite((origin as LatLng).lng) &&
  Math.abs((origin as LatLng).lat) <= 90 &&
  Math.abs((origin as LatLng).lng) <= 180;

/** A selected place with a non-blank address and a latitude/longitude origin. */
export const locationPlaceSelected =
  (message: string): Validator<LocationValue | null | undefined> =>
  (value) => {
    const place = value?.selectedPlace;
    return place && typeof place.address === 'string' && place.address.trim() !== '' && isLatLng(place.origin)
      ? undefined
      : message;
  };

/** Location search text that is not blank. */
export const locationSearchRequired =
  (message: string): Validator<LocationValue | null | undefined> =>
  (value) =>
    typeof value?.search === 'string' && value.search.trim() !== '' ? undefined : message;

/** Location required: search text, or a selected place with an address and a lat/lng origin (spec 1 §5). */
export const locationRequired =
  (message: string): Validator<LocationValue | null | undefined> =>
  (value) =>
    locationSearchRequired(message)(value) === undefined || locationPlaceSelected(message)(value) === undefined
      ? undefined
      : message;

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** A date is required: a valid `Date`, or a date-input value `{ date: Date }`. */
export const dateRequired =
  (message: string): Validator =>
  (value) =>
    isValidDate(value) || (typeof value === 'object' && value !== null && isValidDate((value as { date?: unknown }).date))
      ? undefined
      : message;

export interface DateRangeValue {
  readonly startDate?: Date | null;
  readonly endDate?: Date | null;
}

/** A date range needs both ends: the start message when the start is missing, else the end message. */
export const dateRangeRequired =
  (startMessage: string, endMessage: string): Validator<DateRangeValue | null | undefined> =>
  (value) => {
    if (!isValidDate(value?.startDate)) return startMessage;
    if (!isValidDate(value?.endDate)) return endMessage;
    return undefined;
  };

/** Runs validators in order and returns the first failing message. */
export const composeValidators =
  <T>(...validators: readonly Validator<T>[]): Validator<T> =>
  (value) => {
    for (const validator of validators) {
      const message = validator(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };

/** The same rule as a valibot action: adds the validator's message as an issue. */
export function toValibotCheck<T>(validator: Validator<T>): v.RawCheckAction<T> {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = validator(dataset.value);
    if (message !== undefined) addIssue({ message });
  });
}
