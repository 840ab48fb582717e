/**
 * The card setup this browser started: when the site creates a setup intent it keeps the intent's
 * id in an HttpOnly cookie (an hour), and a return from the card page (or Stripe.js) is finished
 * only for that intent. A link with someone else's `setup_intent` therefore saves nothing.
 */
import type { AppLoadContext } from '@remix-run/node';
import { serializeCookie } from '~/server/cookies.server';

const NAME = 'vg_setup_intent';
const MAX_AGE_SECONDS = 60 * 60;

const cookieName = (secure: boolean) => (secure ? `__Host-${NAME}` : NAME);

export function rememberSetupIntent(context: AppLoadContext, setupIntentId: string): void {
  context.setCookie(serializeCookie(cookieName(context.secure), setupIntentId, { maxAgeSeconds: MAX_AGE_SECONDS, secure: context.secure }));
}

export function isPendingSetupIntent(context: AppLoadContext, setupIntentId: string): boolean {
  const pending = context.cookies[cookieName(context.secure)];
  return pending !== undefined && pending !== '' && pending === setupIntentId;
}

export function forgetSetupIntent(context: AppLoadContext): void {
  context.setCookie(serializeCookie(cookieName(context.secure), '', { maxAgeSeconds: 0, secure: context.secure }));
}
