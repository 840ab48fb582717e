/**
 * Login and logout through the request's SDK (the token lands in the HttpOnly cookie), and the
 * "one auth operation at a time" rule of spec 1 §4: login, logout and signup are mutually exclusive
 * per browser; a second attempt while one runs is refused with "Login or logout already in progress".
 * The browser is identified by its CSRF token (one per browser, HttpOnly cookie).
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { PASSWORD_MAX_LENGTH } from '@variegata/validation/password';
import { tryLock } from '~/server/keyed-lock.server';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';

export type Locked<T> = { locked: true } | { locked: false; value: T };

/** Runs `task` unless another login, logout or signup of this browser is still running. */
export async function withAuthLock<T>(context: AppLoadContext, task: () => Promise<T>, scope = 'auth'): Promise<Locked<T>> {
  const lock = await tryLock(`${scope}:${context.csrfToken}`);
  if (!lock) return { locked: true };
  try {
    return { locked: false, value: await task() };
  } finally {
    await lock.release();
  }
}

export type LoginOutcome = 'ok' | 'invalid-credentials' | 'too-many' | 'failed';

export async function login(context: AppLoadContext, email: string, password: string): Promise<LoginOutcome> {
  // No account has a password longer than the marketplace allows: wrong, without asking it.
  if (password.length > PASSWORD_MAX_LENGTH) return 'invalid-credentials';
  try {
    await apiFor(context).login({ username: email, password });
    forgetCurrentUser(context);
    context.renewCsrfToken();
    return 'ok';
  } catch (error) {
    const status = apiStatus(error);
    if (status === 429) return 'too-many';
    if (status === 401 || status === 400 || status === 403) return 'invalid-credentials';
    return 'failed';
  }
}

export async function logout(context: AppLoadContext): Promise<void> {
  try {
    await apiFor(context).logout();
  } finally {
    forgetCurrentUser(context);
    context.renewCsrfToken();
  }
}
