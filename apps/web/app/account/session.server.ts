/**
 * Login and logout through the request's SDK (the token lands in the HttpOnly cookie), and the
 * "one auth operation at a time" rule of spec 1 §4: login, logout and signup are mutually exclusive
 * per browser; a second attempt while one runs is refused with "Login or logout already in progress".
 * The browser is identified by its CSRF token (one per browser, HttpOnly cookie).
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { forgetCurrentUser, sdkFor } from '~/server/marketplace.server';

const running = new Set<string>();

export type Locked<T> = { locked: true } | { locked: false; value: T };

/** Runs `task` unless another login, logout or signup of this browser is still running. */
export async function withAuthLock<T>(context: AppLoadContext, task: () => Promise<T>, scope = 'auth'): Promise<Locked<T>> {
  const key = `${scope}:${context.csrfToken}`;
  if (running.has(key)) return { locked: true };
  running.add(key);
  try {
    return { locked: false, value: await task() };
  } finally {
    running.delete(key);
  }
}

export type LoginOutcome = 'ok' | 'invalid-credentials' | 'failed';

export async function login(context: AppLoadContext, email: string, password: string): Promise<LoginOutcome> {
  try {
    await sdkFor(context).login({ username: email, password });
    forgetCurrentUser(context);
    return 'ok';
  } catch (error) {
    const status = apiStatus(error);
    if (status === 401 || status === 400 || status === 403) return 'invalid-credentials';
    return 'failed';
  }
}

export async function logout(context: AppLoadContext): Promise<void> {
  try {
    await sdkFor(context).logout();
  } finally {
    forgetCurrentUser(context);
  }
}
