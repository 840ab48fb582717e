/**
 * Request parameters shared by the facades: plain values in (string ids, `{ amount, currency }`,
 * `{ lat, lng }`), the SDK's own value types out, and the parameter shapes several calls take.
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import type { SdkParams, SdkTypes } from 'sharetribe-flex-sdk';
import type { LatLng, Money } from './resource-schema';

/** `?page=&perPage=` of a query (the API's default and maximum page size is 100). */
export interface Paging {
  page?: number;
  perPage?: number;
}

/**
 * Which image variants to describe (`'fields.image': ['variants.listing-card', ...]`) and custom
 * variants (`'imageVariant.card': 'w:400;h:400;fit:crop'`).
 */
export interface ImageParams {
  'fields.image'?: readonly string[];
  [customVariant: `imageVariant.${string}`]: string | undefined;
}

/** Extended data to write: known keys typed, `null` removes a key, other keys pass as they are. */
export type ExtendedDataPatch<T> = { [K in keyof T]?: T[K] | null };

/** Commands always ask for the full resource back, so that it can be parsed. */
export const EXPANDED = { expand: true } as const;

/** A conversion that lets `undefined` (a parameter not given) through unchanged. */
interface Converter<T, R> {
  (value: T): R;
  (value: T | undefined): R | undefined;
}

function converter<T, R>(convert: (value: T) => R): Converter<T, R> {
  return ((value: T | undefined) => (value === undefined ? undefined : convert(value))) as Converter<T, R>;
}

/** Converters to the SDK's value types (each SDK has its own classes); `undefined` stays undefined. */
export function sdkValues(types: SdkTypes) {
  const latLng = (p: LatLng) => new types.LatLng(p.lat, p.lng);
  return {
    uuid: converter((id: string) => new types.UUID(id)),
    uuids: converter((ids: readonly string[]) => ids.map((id) => new types.UUID(id))),
    money: converter((m: Money) => new types.Money(m.amount, m.currency)),
    latLng: converter(latLng),
    bounds: converter((b: { ne: LatLng; sw: LatLng }) => new types.LatLngBounds(latLng(b.ne), latLng(b.sw))),
  };
}
export type SdkValues = ReturnType<typeof sdkValues>;

/** `params` without the keys whose value is undefined (the SDK would send `key=undefined` for some). */
export function defined(params: Record<string, unknown>): SdkParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}
