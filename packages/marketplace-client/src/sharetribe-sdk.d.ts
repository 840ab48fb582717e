// Minimal typings for the parts of the untyped Sharetribe SDKs this workspace uses.
declare module 'sharetribe-flex-sdk' {
  export interface TokenStore {
    getToken(): unknown | Promise<unknown>;
    setToken(token: unknown): void | Promise<void>;
    removeToken(): void | Promise<void>;
  }
  export interface SdkConfig {
    clientId: string;
    clientSecret?: string;
    baseUrl?: string;
    tokenStore?: TokenStore;
    secure?: boolean;
    typeHandlers?: unknown[];
    transitVerbose?: boolean;
  }
  export const types: {
    UUID: new (uuid: string) => { uuid: string };
    Money: new (amount: number, currency: string) => { amount: number; currency: string };
    LatLng: new (lat: number, lng: number) => { lat: number; lng: number };
    LatLngBounds: new (ne: unknown, sw: unknown) => { ne: unknown; sw: unknown };
    BigDecimal: new (value: string) => { value: string };
  };
  export function createInstance(config: SdkConfig): any;
  export const tokenStore: { memoryStore(): TokenStore };
  const sdk: { createInstance: typeof createInstance; types: typeof types; tokenStore: typeof tokenStore };
  export default sdk;
}

declare module 'sharetribe-flex-integration-sdk' {
  export function createInstance(config: { clientId: string; clientSecret: string; baseUrl?: string; tokenStore?: unknown }): any;
  export const types: Record<string, new (...args: any[]) => any>;
  const sdk: { createInstance: typeof createInstance; types: typeof types };
  export default sdk;
}
