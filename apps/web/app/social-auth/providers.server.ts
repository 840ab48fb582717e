/**
 * The social sign-in providers the site offers (spec 1 §2.3): the social network (`facebook`) and
 * the search-engine account (`google`), each only when its client id and secret are configured.
 * Both are OpenID Connect providers; the sandbox points the social network at its local provider.
 */
import { serverEnv, type ServerEnv } from '~/server/env.server';

export type SocialProviderName = 'facebook' | 'google';

export interface SocialProvider {
  name: SocialProviderName;
  /** The provider's id in the marketplace's identity-provider configuration (`idpId`). */
  idpId: string;
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export function configuredProviders(env: ServerEnv = serverEnv()): SocialProvider[] {
  const all: SocialProvider[] = [
    { name: 'facebook', idpId: env.FACEBOOK_IDP_ID, clientId: env.FACEBOOK_APP_ID, clientSecret: env.FACEBOOK_APP_SECRET, issuer: env.FACEBOOK_ISSUER },
    { name: 'google', idpId: env.GOOGLE_IDP_ID, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER },
  ];
  return all.filter((provider) => provider.clientId !== '' && provider.clientSecret !== '');
}

/** The configured provider called `name` (a route parameter: anything else is undefined). */
export function providerNamed(name: string | undefined, env: ServerEnv = serverEnv()): SocialProvider | undefined {
  return configuredProviders(env).find((provider) => provider.name === name);
}

/** Which buttons the authentication page shows. */
export function socialButtons(env: ServerEnv = serverEnv()): { google: boolean; facebook: boolean } {
  const names = new Set(configuredProviders(env).map((provider) => provider.name));
  return { google: names.has('google'), facebook: names.has('facebook') };
}

/** Where the provider sends the browser back (registered at the provider as the redirect URI). */
export function callbackUrl(provider: SocialProvider, env: ServerEnv = serverEnv()): string {
  return new URL(`/api/auth/${provider.name}/callback`, env.PUBLIC_BASE_URL).toString();
}
