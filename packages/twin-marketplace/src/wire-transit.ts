/// <reference path="./transit-js.d.ts" />
/**
 * transit+json encoding and decoding with the tags the Sharetribe SDK reads and writes.
 * Map keys are written as keywords (as the real API does); keywords read back as strings.
 */
import transit from 'transit-js';
import { BigDecimalValue, LatLngValue, MoneyValue, Uuid } from './wire-types';

const readHandlers = {
  u: (rep: string) => new Uuid(String(rep)),
  mn: (rep: [number, string]) => new MoneyValue(Number(rep[0]), String(rep[1])),
  geo: (rep: [number, number]) => new LatLngValue(Number(rep[0]), Number(rep[1])),
  f: (rep: string) => new BigDecimalValue(String(rep)),
  ':': (rep: string) => rep,
  set: (rep: unknown) => rep,
  list: (rep: unknown) => rep,
};

const mapBuilder = {
  init: (): Record<string, unknown> => Object.create(null) as Record<string, unknown>,
  add: (m: Record<string, unknown>, k: unknown, v: unknown) => {
    m[typeof k === 'string' ? k : String(k)] = v;
    return m;
  },
  finalize: (m: Record<string, unknown>) => ({ ...m }),
};

const compactReader = transit.reader('json', { handlers: readHandlers, mapBuilder });

/** Decodes a transit+json body (compact or verbose). Throws on malformed input. */
export function decodeTransit(body: string): unknown {
  return compactReader.read(body);
}

const objectHandler = transit.makeWriteHandler({
  tag: () => 'map',
  rep: (v: Record<string, unknown>) => {
    const m = transit.map();
    for (const [k, val] of Object.entries(v)) {
      if (val !== undefined) m.set(transit.keyword(k), val);
    }
    return m;
  },
});

const handlers = transit.map([
  Uuid, transit.makeWriteHandler({ tag: () => 'u', rep: (v: Uuid) => v.uuid, stringRep: (v: Uuid) => v.uuid }),
  MoneyValue, transit.makeWriteHandler({ tag: () => 'mn', rep: (v: MoneyValue) => [v.amount, v.currency] }),
  LatLngValue, transit.makeWriteHandler({ tag: () => 'geo', rep: (v: LatLngValue) => [v.lat, v.lng] }),
  BigDecimalValue, transit.makeWriteHandler({ tag: () => 'f', rep: (v: BigDecimalValue) => v.value, stringRep: (v: BigDecimalValue) => v.value }),
  Object, objectHandler,
]);

const handlerForForeign = (x: unknown, h: { get(k: string): unknown }) => {
  if (Array.isArray(x)) return h.get('array') as never;
  if (x !== null && typeof x === 'object') return objectHandler;
  return null;
};

const compactWriter = transit.writer('json', { handlers, handlerForForeign });
const verboseWriter = transit.writer('json-verbose', { handlers, handlerForForeign });

/** Encodes a value as transit+json; verbose when the client asked with X-Transit-Verbose. */
export function encodeTransit(value: unknown, verbose = false): string {
  return (verbose ? verboseWriter : compactWriter).write(value);
}
