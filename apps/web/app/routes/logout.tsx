import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import { serializeCookie } from '~/lib/cookies.server';
import { readForm } from '~/lib/form.server';
import { forgetCurrentUser, marketplaceConfig, sdkFor } from '~/lib/marketplace.server';

/**
 * Logout (POST with the CSRF token): revokes the token through the SDK, which clears
 * the token cookie; if revoking fails the cookie is cleared anyway. Lands on the
 * landing page (spec 1 §2.2).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context);
  try {
    await sdkFor(context).logout();
  } catch {
    context.setCookie(serializeCookie(tokenCookieName(marketplaceConfig().clientId), '', { maxAgeSeconds: 0, secure: context.secure }));
  } finally {
    forgetCurrentUser(context);
  }
  return redirect('/');
}

/** GET /logout changes nothing: logging out is a mutation. */
export const loader = () => redirect('/');
