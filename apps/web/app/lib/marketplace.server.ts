/**
 * The marketplace SDKs as loaders and actions use them: one SDK per request
 * (memoised on the load context), the current user fetched at most once per
 * request, the trusted SDK for privileged calls and the Integration SDK.
 */
import type { AppLoadContext } from '@remix-run/node';
import { createIntegrationSdk, createRequestSdk, createTrustedSdk, type MarketplaceConfig } from '@variegata/marketplace-client/sdk';
import { denormaliseOne, type Entity } from '@variegata/marketplace-client/denormalise';
import { serverEnv } from '../env.server';

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

export async function authInfo(context: AppLoadContext): Promise<AuthInfo> {
  const info = (await sdkFor(context).authInfo()) as { isAnonymous?: boolean; scopes?: string[]; grantType?: string } | undefined;
  return { isAnonymous: info?.isAnonymous !== false, scopes: info?.scopes ?? [] };
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
        if ((error as { status?: number }).status === 401) return null;
        throw error;
      }
    })();
    users.set(context, pending);
  }
  return pending;
}

/** Forgets the memoised user after login, logout or a profile change in this request. */
export function forgetCurrentUser(context: AppLoadContext): void {
  users.delete(context);
}

export function trustedSdkFor(context: AppLoadContext): Promise<Sdk> {
  return createTrustedSdk(marketplaceConfig(), sdkFor(context));
}

let integration: Sdk | undefined;
export function integrationSdk(): Sdk {
  integration ??= createIntegrationSdk(integrationConfig());
  return integration;
}
