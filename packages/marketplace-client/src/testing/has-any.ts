/**
 * A type-level check that no `any` leaves a typed API: `HasAny<T>` is `true` when `any` occurs
 * anywhere in T (object properties, array items, function parameters and results, to a depth of 10).
 * Used by this package's `api-types.test.ts` over the facades and by the site's type tests over
 * what it builds on them:
 *
 *   expectTypeOf<HasAny<MarketplaceApi>>().toEqualTypeOf<false>();
 *
 * Date and Blob are the platform's own types and are not looked into (`Blob.stream()` is typed
 * `ReadableStream<any>` by @types/node).
 */
type Depth = [never, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export type HasAny<T, D extends number = 10> = 0 extends 1 & T
  ? true
  : [D] extends [never]
    ? false
    : T extends Date | Blob
      ? false
      : T extends (...args: infer A) => infer R
        ? HasAny<A, Depth[D]> extends true
          ? true
          : HasAny<Awaited<R>, Depth[D]>
        : T extends object
          ? true extends { [K in keyof T]-?: HasAny<T[K], Depth[D]> }[keyof T]
            ? true
            : false
          : false;
