import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import { logout, withAuthLock } from '~/account/session.server';
import { AUTH_IN_PROGRESS_TEXT } from '~/account/texts';
import { serializeCookie } from '~/server/cookies.server';
import { readForm } from '~/server/form.server';
import { marketplaceConfig } from '~/server/marketplace.server';

/**
 * Logout (POST with the CSRF token): revokes the token through the SDK, which clears
 * the token cookie; if revoking fails the cookie is cleared anyway. Lands on the
 * landing page (spec 1 §2.2). Login, logout and signup of one browser are mutually
 * exclusive (spec 1 §4): a logout while one of them runs gets 409 "Login or logout
 * already in progress".
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context);
  const result = await withAuthLock(context, async () => {
    try {
      await logout(context);
    } catch {
      context.setCookie(serializeCookie(tokenCookieName(marketplaceConfig().clientId, context.secure), '', { maxAgeSeconds: 0, secure: context.secure }));
    }
  });
  if (result.locked) throw new Response(AUTH_IN_PROGRESS_TEXT, { status: 409, statusText: 'Conflict' });
  return redirect('/');
}

/** GET /logout changes nothing: logging out is a mutation. */
export const loader = () => redirect('/');
