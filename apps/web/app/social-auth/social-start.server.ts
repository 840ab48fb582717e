/**
 * `GET /api/auth/{provider}` (spec 1 §7): starts social sign-in. Query `from` (where to go after
 * login), `defaultReturn` (the landing path when there is no `from`), `defaultConfirm` (the confirm
 * tab that completes a sign-up); each must be a same-site path, anything else falls back to `/` and
 * `/confirm`. Unknown or unconfigured providers are 404; starts are rate limited per address.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { safeReturnPath } from '~/shell/auth-redirect';
import { limitAttempt } from '~/server/rate-limit.server';
import { saveFlow } from './flow-cookies.server';
import { authorizationRequest } from './oidc-client.server';
import { callbackUrl, providerNamed } from './providers.server';
import type { SocialError } from './texts';

export const loginWithError = (code: SocialError) => `/login?social_error=${code}`;

export async function startSocialLogin(request: Request, context: AppLoadContext, providerName: string | undefined): Promise<Response> {
  const provider = providerNamed(providerName);
  if (!provider) throw new Response('Not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const limit = await limitAttempt('socialLogin', { ip: context.clientIp });
  if (!limit.allowed) return redirect(loginWithError('too-many'));
  const started = await authorizationRequest(provider, callbackUrl(provider));
  if (!started.ok) return redirect(loginWithError('unavailable'));
  await saveFlow(context, {
    provider: provider.name,
    ...started.value.secrets,
    from: safeReturnPath(query.get('from'), ''),
    defaultReturn: safeReturnPath(query.get('defaultReturn'), '/'),
    defaultConfirm: safeReturnPath(query.get('defaultConfirm'), '/confirm'),
  });
  return redirect(started.value.url);
}
