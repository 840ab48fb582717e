// Typings for the two untyped Sharetribe SDKs, as far as this workspace uses them. Responses are
// `unknown`: only the typed facades (marketplace-api, integration-api) read them, through schemas.
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
    /** An axios adapter for every request the SDK sends. */
    adapter?: import('axios').AxiosAdapter;
  }
  export interface SdkTypes {
    UUID: new (uuid: string) => { uuid: string };
    Money: new (amount: number, currency: string) => { amount: number; currency: string };
    LatLng: new (lat: number, lng: number) => { lat: number; lng: number };
    LatLngBounds: new (ne: unknown, sw: unknown) => { ne: unknown; sw: unknown };
    BigDecimal: new (value: string) => { value: string };
  }
  export const types: SdkTypes;

  /** What every call resolves to; `data` is the API document `{ data, included?, meta? }`. */
  export interface SdkResponse {
    status: number;
    statusText: string;
    data: unknown;
  }
  export type SdkParams = Readonly<Record<string, unknown>>;
  /** A GET endpoint: `sdk.listings.query(queryParams)`. */
  export type SdkQuery = (params?: SdkParams) => Promise<SdkResponse>;
  /** A POST endpoint: `sdk.ownListings.update(bodyParams, queryParams)`. */
  export type SdkCommand = (body?: SdkParams, params?: SdkParams) => Promise<SdkResponse>;

  export interface SdkAuthInfo {
    isAnonymous: boolean;
    scopes?: string[];
    grantType?: string;
    isLoggedInAs?: boolean;
  }

  /** The Marketplace API as `sharetribe-flex-sdk` exposes it (endpoint paths camel-cased). */
  export interface MarketplaceSdk {
    marketplace: { show: SdkQuery };
    users: { show: SdkQuery };
    currentUser: {
      show: SdkQuery;
      create: SdkCommand;
      createWithIdp: SdkCommand;
      updateProfile: SdkCommand;
      changeEmail: SdkCommand;
      changePassword: SdkCommand;
      delete: SdkCommand;
      verifyEmail: SdkCommand;
      sendVerificationEmail: SdkCommand;
    };
    passwordReset: { request: SdkCommand; reset: SdkCommand };
    listings: { show: SdkQuery; query: SdkQuery };
    ownListings: {
      show: SdkQuery;
      query: SdkQuery;
      create: SdkCommand;
      createDraft: SdkCommand;
      publishDraft: SdkCommand;
      discardDraft: SdkCommand;
      update: SdkCommand;
      open: SdkCommand;
      close: SdkCommand;
      addImage: SdkCommand;
    };
    availabilityExceptions: { query: SdkQuery; create: SdkCommand; delete: SdkCommand };
    images: { upload: SdkCommand };
    transactions: {
      show: SdkQuery;
      query: SdkQuery;
      initiate: SdkCommand;
      initiateSpeculative: SdkCommand;
      transition: SdkCommand;
      transitionSpeculative: SdkCommand;
    };
    processTransitions: { query: SdkQuery };
    bookings: { query: SdkQuery };
    messages: { query: SdkQuery; send: SdkCommand };
    reviews: { query: SdkQuery; show: SdkQuery };
    timeslots: { query: SdkQuery };
    stock: { compareAndSet: SdkCommand };
    stockAdjustments: { query: SdkQuery; create: SdkCommand };
    stripeAccount: { create: SdkCommand; update: SdkCommand; fetch: SdkQuery };
    stripeAccountLinks: { create: SdkCommand };
    stripePersons: { create: SdkCommand };
    stripeSetupIntents: { create: SdkCommand };
    stripeCustomer: { create: SdkCommand; addPaymentMethod: SdkCommand; deletePaymentMethod: SdkCommand };
    login(params: { username: string; password: string }): Promise<SdkResponse>;
    /** POST auth/auth_with_idp with the client secret; stores the user token like `login`. */
    loginWithIdp(params: { idpId: string; idpClientId: string; idpToken: string }): Promise<SdkResponse>;
    logout(): Promise<SdkResponse>;
    authInfo(): Promise<SdkAuthInfo>;
    /** The user's token exchanged for a trusted one (not stored); `data` is the token. */
    exchangeToken(): Promise<SdkResponse>;
  }

  export function createInstance(config: SdkConfig): MarketplaceSdk;
  export const tokenStore: { memoryStore(): TokenStore };
  const sdk: { createInstance: typeof createInstance; types: typeof types; tokenStore: typeof tokenStore };
  export default sdk;
}

declare module 'sharetribe-flex-integration-sdk' {
  import type { SdkCommand, SdkQuery, SdkTypes } from 'sharetribe-flex-sdk';

  /** The Integration API as `sharetribe-flex-integration-sdk` exposes it. */
  export interface IntegrationSdk {
    marketplace: { show: SdkQuery };
    users: { show: SdkQuery; query: SdkQuery; updateProfile: SdkCommand; verifyEmail: SdkCommand };
    listings: { show: SdkQuery; query: SdkQuery; create: SdkCommand; update: SdkCommand; open: SdkCommand; close: SdkCommand; approve: SdkCommand };
    transactions: { show: SdkQuery; query: SdkQuery; transition: SdkCommand; transitionSpeculative: SdkCommand; updateMetadata: SdkCommand };
    stock: { compareAndSet: SdkCommand };
    stockAdjustments: { query: SdkQuery; create: SdkCommand };
    messages: { query: SdkQuery };
    events: { query: SdkQuery };
  }

  export function createInstance(config: { clientId: string; clientSecret: string; baseUrl?: string; tokenStore?: unknown; adapter?: import('axios').AxiosAdapter }): IntegrationSdk;
  export const types: SdkTypes;
  const sdk: { createInstance: typeof createInstance; types: typeof types };
  export default sdk;
}
