/**
 * The marketplace SDKs as loaders and actions use them: one SDK per request
 * (memoised on the load context), the current user fetched at most once per
 * request, the trusted SDK for privileged calls and the Integration SDK. Anonymous
 * visitors' public reads share one SDK (`publicSdkFor`), and who is signed in is read
 * from the token cookie, so an anonymous page view builds no SDK at all.
 */
import type { AppLoadContext } from '@remix-run/node';
import { authInfoOfToken, parseTokenCookie } from '@variegata/marketplace-client/auth-info';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import { createIntegrationSdk, createRequestSdk, createSharedAnonymousSdk, createTrustedSdk, type MarketplaceConfig } from '@variegata/marketplace-client/sdk';
import { denormaliseOne, type Entity } from '@variegata/marketplace-client/denormalise';
import { serializeCookie } from './cookies.server';
import { serverEnv } from './env.server';

export function marketplaceConfig(): MarketplaceConfig {
  const env = serverEnv();
  return { baseUrl: env.SHARETRIBE_SDK_BASE_URL, clientId: env.SHARETRIBE_SDK_CLIENT_ID, clientSecret: env.SHARETRIBE_SDK_CLIENT_SECRET };
}

function integrationConfig(): MarketplaceConfig {
  const env = serverEnv();
  return { baseUrl: env.SHARETRIBE_INTEGRATION_BASE_URL, clientId: env.SHARETRIBE_INTEGRATION_CLIENT_ID, clientSecret: env.SHARETRIBE_INTEGRATION_CLIENT_SECRET };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Sdk = any;
const sdks = new WeakMap<AppLoadContext, Sdk>();
const users = new WeakMap<AppLoadContext, Promise<Entity | null>>();
const cookieAuthInfos = new WeakMap<AppLoadContext, AuthInfo>();
/** Requests whose token turned out to be dead (logged out elsewhere, revoked, expired, damaged). */
const endedSessions = new WeakSet<AppLoadContext>();
const ANONYMOUS: AuthInfo = { isAnonymous: true, scopes: [] };

/** The request's SDK, acting as the signed-in user or anonymously. */
export function sdkFor(context: AppLoadContext): Sdk {
  let sdk = sdks.get(context);
  if (!sdk) {
    sdk = createRequestSdk(marketplaceConfig(), {
      readCookie: (name) => context.cookies[name],
      writeCookie: (cookie) => context.setCookie(cookie),
      secure: context.secure,
    });
    sdks.set(context, sdk);
  }
  return sdk;
}

export interface AuthInfo {
  isAnonymous: boolean;
  scopes: string[];
}

/**
 * Who the request acts as. Once this request has an SDK (a login or logout may have changed
 * its token) the SDK answers; before that, the token cookie does.
 */
export async function authInfo(context: AppLoadContext): Promise<AuthInfo> {
  if (endedSessions.has(context)) return ANONYMOUS;
  const sdk = sdks.get(context);
  if (!sdk) {
    // Several loaders ask per request; the cookie is parsed (and the env read) once.
    let fromCookie = cookieAuthInfos.get(context);
    if (!fromCookie) {
      const info = authInfoOfToken(parseTokenCookie(context.cookies[tokenCookieName(marketplaceConfig().clientId)]));
      fromCookie = { isAnonymous: info.isAnonymous, scopes: [...info.scopes] };
      cookieAuthInfos.set(context, fromCookie);
    }
    return fromCookie;
  }
  const info = (await sdk.authInfo()) as { isAnonymous?: boolean; scopes?: string[]; grantType?: string } | undefined;
  return { isAnonymous: info?.isAnonymous !== false, scopes: info?.scopes ?? [] };
}

let sharedAnonymous: { baseUrl: string; sdk: Sdk } | undefined;

/**
 * The SDK for public reads (listings, search, profiles, reviews): the request's own SDK for
 * a signed-in user, and one shared anonymous SDK for everybody else. Never use it to sign in,
 * write or read anything private: those go through `sdkFor`.
 */
export async function publicSdkFor(context: AppLoadContext): Promise<Sdk> {
  if (sdks.has(context) || !(await authInfo(context)).isAnonymous) return sdkFor(context);
  const config = marketplaceConfig();
  if (sharedAnonymous?.baseUrl !== config.baseUrl) sharedAnonymous = { baseUrl: config.baseUrl, sdk: createSharedAnonymousSdk(config) };
  return sharedAnonymous.sdk;
}

/** The signed-in user with profile image and Stripe relations, or null. Fetched once per request. */
export function currentUser(context: AppLoadContext): Promise<Entity | null> {
  let pending = users.get(context);
  if (!pending) {
    pending = (async () => {
      const info = await authInfo(context);
      if (info.isAnonymous) return null;
      try {
        const response = await sdkFor(context).currentUser.show({ include: ['profileImage', 'stripeAccount'], 'fields.image': ['variants.square-small', 'variants.square-small2x'] });
        return denormaliseOne(response, 'Expected a resource in the sdk.currentUser.show response');
      } catch (error) {
        const status = (error as { status?: number }).status;
        // 401: the token is unknown; 403: the SDK fell back to an anonymous token because the
        // session ended elsewhere. Either way this browser is no longer signed in.
        if (status === 401 || status === 403) {
          endSession(context);
          return null;
        }
        throw error;
      }
    })();
    users.set(context, pending);
  }
  return pending;
}

/** This browser's session is over: its token cookie is deleted and the request goes on anonymously. */
function endSession(context: AppLoadContext): void {
  endedSessions.add(context);
  context.setCookie(serializeCookie(tokenCookieName(marketplaceConfig().clientId), '', { maxAgeSeconds: 0, secure: context.secure }));
}

/** Forgets the memoised user after login, logout or a profile change in this request. */
export function forgetCurrentUser(context: AppLoadContext): void {
  users.delete(context);
  endedSessions.delete(context);
}

export function trustedSdkFor(context: AppLoadContext): Promise<Sdk> {
  return createTrustedSdk(marketplaceConfig(), sdkFor(context));
}

let integration: Sdk | undefined;
export function integrationSdk(): Sdk {
  integration ??= createIntegrationSdk(integrationConfig());
  return integration;
}
