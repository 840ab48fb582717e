// Minimal local typings for transit-js 0.8 (the package ships none): only what the twin uses.
declare module 'transit-js' {
  export interface TransitKeyword { _name: string; toString(): string }
  export interface TransitMap { set(key: unknown, value: unknown): TransitMap }
  export interface WriteHandler { tag(v: unknown): string; rep(v: unknown): unknown; stringRep?(v: unknown): string | null }
  export interface Reader { read(input: string): unknown }
  export interface Writer { write(value: unknown): string }
  export interface MapBuilder<M> { init(): M; add(m: M, k: unknown, v: unknown): M; finalize(m: M): M }
  export interface ReaderOptions {
    handlers?: Record<string, (rep: any) => unknown>;
    mapBuilder?: MapBuilder<any>;
    arrayBuilder?: unknown;
  }
  export interface WriterOptions {
    handlers?: TransitMap;
    transform?: (v: unknown) => unknown;
    handlerForForeign?: (x: unknown, handlers: { get(k: string): WriteHandler | undefined }) => WriteHandler | null | undefined;
  }
  export function reader(type: 'json' | 'json-verbose', opts?: ReaderOptions): Reader;
  export function writer(type: 'json' | 'json-verbose', opts?: WriterOptions): Writer;
  export function keyword(name: string): TransitKeyword;
  export function map(entries?: unknown[]): TransitMap;
  export function makeWriteHandler(h: { tag: (v: any) => string; rep: (v: any) => unknown; stringRep?: (v: any) => string | null }): WriteHandler;
  const transit: {
    reader: typeof reader; writer: typeof writer; keyword: typeof keyword; map: typeof map; makeWriteHandler: typeof makeWriteHandler;
  };
  export default transit;
}
