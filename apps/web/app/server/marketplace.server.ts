/**
 * The marketplace as loaders and actions use it: typed facades (`@variegata/marketplace-client`'s
 * `marketplaceApi` / `integrationApi`) that take plain values and return parsed entities.
 *
 * - `apiFor(context)`: the request's own API (its SDK keeps the user's token in the HttpOnly
 *   cookie), memoised on the load context;
 * - `publicApiFor(context)`: public reads (listings, search, profiles, reviews): the request's own
 *   API for a signed-in user, one shared anonymous API for everybody else;
 * - `trustedApiFor(context)`: the same user with the trusted scope, for privileged transitions;
 * - `integration()`: the Integration API (operator rights);
 * - `currentUser(context)`: the signed-in user as a `CurrentUser`, fetched at most once per request.
 *
 * Who is signed in is read from the token cookie until the request has its own SDK, so an
 * anonymous page view builds no SDK at all.
 */
import type { AppLoadContext } from '@remix-run/node';
import { authInfoOfToken, parseTokenCookie } from '@variegata/marketplace-client/auth-info';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { integrationApi, type IntegrationApi } from '@variegata/marketplace-client/integration-api';
import { marketplaceApi, type MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { createIntegrationSdk, createRequestSdk, createSharedAnonymousSdk, createTrustedSdk, type MarketplaceConfig } from '@variegata/marketplace-client/sdk';
import { AVATAR_IMAGE_FIELDS } from '~/shell/avatar';
import { serializeCookie } from './cookies.server';
import { serverEnv } from './env.server';
import { logUnexpectedResponse } from './unexpected-response.server';

export function marketplaceConfig(): MarketplaceConfig {
  const env = serverEnv();
  return { baseUrl: env.SHARETRIBE_SDK_BASE_URL, clientId: env.SHARETRIBE_SDK_CLIENT_ID, clientSecret: env.SHARETRIBE_SDK_CLIENT_SECRET };
}

function integrationConfig(): MarketplaceConfig {
  const env = serverEnv();
  return { baseUrl: env.SHARETRIBE_INTEGRATION_BASE_URL, clientId: env.SHARETRIBE_INTEGRATION_CLIENT_ID, clientSecret: env.SHARETRIBE_INTEGRATION_CLIENT_SECRET };
}

/** A request's SDK (kept for the token exchange) and the typed API over it. */
interface RequestMarketplace {
  readonly sdk: ReturnType<typeof createRequestSdk>;
  readonly api: MarketplaceApi;
}

const requests = new WeakMap<AppLoadContext, RequestMarketplace>();
const users = new WeakMap<AppLoadContext, Promise<CurrentUser | null>>();
const cookieAuthInfos = new WeakMap<AppLoadContext, AuthInfo>();
/** Requests whose token turned out to be dead (logged out elsewhere, revoked, expired, damaged). */
const endedSessions = new WeakSet<AppLoadContext>();
const ANONYMOUS: AuthInfo = { isAnonymous: true, scopes: [] };

function requestMarketplace(context: AppLoadContext): RequestMarketplace {
  let request = requests.get(context);
  if (!request) {
    const sdk = createRequestSdk(marketplaceConfig(), {
      readCookie: (name) => context.cookies[name],
      writeCookie: (cookie) => context.setCookie(cookie),
      secure: context.secure,
    });
    request = { sdk, api: marketplaceApi(sdk) };
    requests.set(context, request);
  }
  return request;
}

/** The request's API, acting as the signed-in user or anonymously (sign-in, writes, private reads). */
export function apiFor(context: AppLoadContext): MarketplaceApi {
  return requestMarketplace(context).api;
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
  const request = requests.get(context);
  if (!request) {
    // Several loaders ask per request; the cookie is parsed (and the env read) once.
    let fromCookie = cookieAuthInfos.get(context);
    if (!fromCookie) {
      const info = authInfoOfToken(parseTokenCookie(context.cookies[tokenCookieName(marketplaceConfig().clientId, context.secure)]));
      fromCookie = { isAnonymous: info.isAnonymous, scopes: [...info.scopes] };
      cookieAuthInfos.set(context, fromCookie);
    }
    return fromCookie;
  }
  const info = await request.api.authInfo();
  return { isAnonymous: info.isAnonymous !== false, scopes: info.scopes ?? [] };
}

let sharedAnonymous: { baseUrl: string; api: MarketplaceApi } | undefined;

/** One anonymous API shared by every request, for public reads that are the same for everybody. */
export function anonymousApi(): MarketplaceApi {
  const config = marketplaceConfig();
  if (sharedAnonymous?.baseUrl !== config.baseUrl) sharedAnonymous = { baseUrl: config.baseUrl, api: marketplaceApi(createSharedAnonymousSdk(config)) };
  return sharedAnonymous.api;
}

/** The access token in the request's token cookie (null without a usable one). */
export function accessTokenOf(context: AppLoadContext): string | null {
  const token = parseTokenCookie(context.cookies[tokenCookieName(marketplaceConfig().clientId, context.secure)]) as { access_token?: unknown } | null;
  return typeof token?.access_token === 'string' ? token.access_token : null;
}

/**
 * The API for public reads (listings, search, profiles, reviews): the request's own API for a
 * signed-in user, and one shared anonymous API for everybody else. Never use it to sign in,
 * write or read anything private: those go through `apiFor`.
 */
export async function publicApiFor(context: AppLoadContext): Promise<MarketplaceApi> {
  if (requests.has(context) || !(await authInfo(context)).isAnonymous) return apiFor(context);
  return anonymousApi();
}

/** The signed-in user with profile image and Stripe account, or null. Fetched once per request. */
export function currentUser(context: AppLoadContext): Promise<CurrentUser | null> {
  let pending = users.get(context);
  if (!pending) {
    pending = (async () => {
      const info = await authInfo(context);
      if (info.isAnonymous) return null;
      try {
        return await apiFor(context).currentUser.show({ include: ['profileImage', 'stripeAccount'], 'fields.image': AVATAR_IMAGE_FIELDS });
      } catch (error) {
        const status = apiStatus(error);
        // 401: the token is unknown; 403: the SDK fell back to an anonymous token because the
        // session ended elsewhere. Either way this browser is no longer signed in.
        if (status === 401 || status === 403) {
          endSession(context);
          return null;
        }
        // A user record the site cannot read is a bug to fix in the data or the schema: logged here,
        // once per request, and left to fail the pages that need the user.
        logUnexpectedResponse('current user', error);
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
  context.setCookie(serializeCookie(tokenCookieName(marketplaceConfig().clientId, context.secure), '', { maxAgeSeconds: 0, secure: context.secure }));
}

/** Forgets the memoised user after login, logout or a profile change in this request. */
export function forgetCurrentUser(context: AppLoadContext): void {
  users.delete(context);
  endedSessions.delete(context);
}

/** The signed-in user's API with the trusted scope (token exchange; the trusted token stays in memory). */
export async function trustedApiFor(context: AppLoadContext): Promise<MarketplaceApi> {
  return marketplaceApi(await createTrustedSdk(marketplaceConfig(), requestMarketplace(context).sdk));
}

let operator: IntegrationApi | undefined;

/** The Integration API (operator rights): metadata, view counts, memberships, auction closing. */
export function integration(): IntegrationApi {
  operator ??= integrationApi(createIntegrationSdk(integrationConfig()));
  return operator;
}
