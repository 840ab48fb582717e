/** Route guards for loaders and actions. */
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { loginUrl, type AuthFallback } from '~/shell/auth-redirect';
import { currentUser } from './marketplace.server';

/** The signed-in user, or a redirect to login (or sign-up) remembering the location. */
export async function requireUser(request: Request, context: AppLoadContext, fallback: AuthFallback = 'login'): Promise<CurrentUser> {
  const user = await currentUser(context);
  if (!user) throw redirect(loginUrl(request.url, fallback));
  return user;
}
