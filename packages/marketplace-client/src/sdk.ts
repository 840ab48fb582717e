/// <reference path="./sharetribe-sdk.d.ts" />
/**
 * SDKs for the back end for the front end: one per request (the user's token lives in an
 * HttpOnly cookie), a trusted one obtained by token exchange for privileged transitions, and the
 * Integration SDK for operator work. The request and trusted SDKs are views of one SDK instance
 * per marketplace, each with its own token store (see scoped-token-store).
 */
import flexSdk, { type MarketplaceSdk } from 'sharetribe-flex-sdk';
import integrationSdk from 'sharetribe-flex-integration-sdk';
import { authInfoOfToken } from './auth-info';
import { createCookieTokenStore, type CookieTokenStoreOptions } from './cookie-token-store';
import { resetRetryAdapter } from './reset-retry-adapter';
import { scopedTokenStore, withTokenStore } from './scoped-token-store';

/** Every SDK here sends a read again once when its kept-alive connection was reset (see reset-retry-adapter). */
const adapter = resetRetryAdapter();

export interface MarketplaceConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

const userSdks = new Map<string, MarketplaceSdk>();

/** The one instance behind every request's and trusted SDK of a marketplace (and client). */
function userSdkOf(config: MarketplaceConfig): MarketplaceSdk {
  const key = JSON.stringify([config.baseUrl, config.clientId, config.clientSecret]);
  let sdk = userSdks.get(key);
  if (!sdk) {
    sdk = flexSdk.createInstance({ clientId: config.clientId, clientSecret: config.clientSecret, baseUrl: config.baseUrl, adapter, tokenStore: scopedTokenStore });
    userSdks.set(key, sdk);
  }
  return sdk;
}

/**
 * The SDK for one request, acting as the browser's user (or anonymously). It runs on the server
 * only and holds the client secret, which its token exchange (`createTrustedSdk`) needs.
 */
export function createRequestSdk(config: MarketplaceConfig, cookies: Omit<CookieTokenStoreOptions, 'clientId'>): MarketplaceSdk {
  return withTokenStore(userSdkOf(config), createCookieTokenStore({ ...cookies, clientId: config.clientId }));
}

/**
 * One SDK shared by every anonymous visitor's public reads (listing pages, search,
 * profiles), so those requests build no SDK of their own. Its memory token store only
 * ever holds the anonymous `public-read` token: storing any other token throws, so a
 * login through it can never make a user's token everybody's.
 */
export function createSharedAnonymousSdk(config: MarketplaceConfig) {
  const store = flexSdk.tokenStore.memoryStore();
  return flexSdk.createInstance({
    clientId: config.clientId,
    baseUrl: config.baseUrl,
    adapter,
    tokenStore: {
      getToken: () => store.getToken(),
      setToken(token: unknown) {
        if (!authInfoOfToken(token).isAnonymous) throw new Error('The shared anonymous SDK never stores a user token');
        return store.setToken(token);
      },
      removeToken: () => store.removeToken(),
    },
  });
}

/**
 * A trusted SDK for the same user: exchanges the user's token (with the client
 * secret, on the server only) for a token with the trusted scope that privileged
 * transitions require. The trusted token never reaches a cookie.
 */
export async function createTrustedSdk(config: MarketplaceConfig, requestSdk: { exchangeToken(): Promise<{ data: unknown }> }) {
  const exchanged = await requestSdk.exchangeToken();
  const store = flexSdk.tokenStore.memoryStore();
  await store.setToken(exchanged.data);
  return withTokenStore(userSdkOf(config), store);
}

/** The Integration SDK (operator rights): metadata, view counts, auction closing. */
export function createIntegrationSdk(config: MarketplaceConfig) {
  return integrationSdk.createInstance({ clientId: config.clientId, clientSecret: config.clientSecret, baseUrl: config.baseUrl, adapter });
}
