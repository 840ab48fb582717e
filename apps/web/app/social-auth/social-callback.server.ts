/**
 * `GET /api/auth/{provider}/callback`: the provider sends the browser back here. The flow cookie
 * must be this browser's and for this provider (state, nonce and PKCE verifier come from it). With
 * a valid id token the marketplace logs in the user linked to that provider account (or with the
 * email the provider verified); a person without an account is sent to the confirm tab with the
 * id token kept in the pending sign-up cookie.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { withAuthLock } from '~/account/session.server';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';
import { clearPendingSignup, savePendingSignup, takeFlow } from './flow-cookies.server';
import { finishAuthorization } from './oidc-client.server';
import { providerNamed } from './providers.server';
import { loginWithError } from './social-start.server';

export async function finishSocialLogin(request: Request, context: AppLoadContext, providerName: string | undefined): Promise<Response> {
  const provider = providerNamed(providerName);
  if (!provider) throw new Response('Not found', { status: 404 });
  const flow = await takeFlow(context);
  if (!flow || flow.provider !== provider.name) return redirect(loginWithError('expired'));
  const finished = await finishAuthorization(provider, new URL(request.url), flow);
  if (!finished.ok) return redirect(loginWithError(finished.error === 'denied' ? 'cancelled' : finished.error === 'provider-unavailable' ? 'unavailable' : 'failed'));
  const profile = finished.value;
  const credentials = { idpId: provider.idpId, idpClientId: provider.clientId, idpToken: profile.idToken };
  const outcome = await withAuthLock(context, async () => {
    try {
      await apiFor(context).loginWithIdp(credentials);
      forgetCurrentUser(context);
      context.renewCsrfToken();
      return 'logged-in' as const;
    } catch (error) {
      return apiStatus(error) === 401 ? ('no-account' as const) : ('failed' as const);
    }
  });
  if (outcome.locked || outcome.value === 'failed') return redirect(loginWithError('failed'));
  if (outcome.value === 'logged-in') {
    await clearPendingSignup(context);
    return redirect(flow.from || flow.defaultReturn);
  }
  await savePendingSignup(context, { provider: provider.name, idpId: provider.idpId, idpClientId: provider.clientId, idToken: profile.idToken,
    email: profile.email, emailVerified: profile.emailVerified, firstName: profile.firstName, lastName: profile.lastName, from: flow.from });
  if (!flow.from) return redirect(flow.defaultConfirm);
  return redirect(`${flow.defaultConfirm}${flow.defaultConfirm.includes('?') ? '&' : '?'}from=${encodeURIComponent(flow.from)}`);
}
