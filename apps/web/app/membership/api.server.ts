/**
 * The own-server membership calls (spec 1 §7): POST /api/membership/checkout-session and
 * POST /api/membership/portal-session. Both take JSON (X-CSRF-Token header; the page's script)
 * or a form with `_csrf` (the same page without JavaScript). JSON callers get `{ url }` and
 * redirect themselves; a form post is redirected straight there.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { isPlanId, type PlanId } from '@variegata/membership/plans';
import { isSubscriber } from '@variegata/membership/subscriber';
import * as v from 'valibot';
import { readApiBody } from '~/account/api.server';
import { safeReturnPath } from '~/shell/auth-redirect';
import { currentUser } from '~/server/marketplace.server';
import { createMembershipCheckout, createMembershipPortal, MembershipBillingError, membershipUser } from './billing.server';

const flag = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), false),
  v.transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
);
const returnPath = v.pipe(v.optional(v.string(), ''), v.transform((value) => safeReturnPath(value.trim(), '')));

export const CheckoutBodySchema = v.object({
  plan: v.optional(v.string()),
  planId: v.optional(v.string()),
  isAnnually: flag,
  isSubscriptionUpdate: flag,
  fromUrl: returnPath,
});

export type CheckoutRequest =
  | { readonly kind: 'subscribe'; readonly planId: PlanId; readonly isAnnually: boolean; readonly fromUrl: string }
  | { readonly kind: 'manage'; readonly fromUrl: string };

/** Parses a checkout-session body; null when it names no purchasable plan. */
export function parseCheckoutBody(body: Record<string, unknown>): CheckoutRequest | null {
  const parsed = v.safeParse(CheckoutBodySchema, body);
  if (!parsed.success) return null;
  const { isSubscriptionUpdate, fromUrl, isAnnually } = parsed.output;
  if (isSubscriptionUpdate) return { kind: 'manage', fromUrl };
  const planId = parsed.output.planId ?? parsed.output.plan;
  if (!isPlanId(planId) || planId === 'freePlan') return null;
  return { kind: 'subscribe', planId, isAnnually, fromUrl };
}

const wantsJson = (request: Request) => (request.headers.get('content-type') ?? '').includes('application/json');

function answer(request: Request, url: string): Response {
  return wantsJson(request) ? Response.json({ url }) : redirect(url, 303);
}

function failure(request: Request, status: number, error: string, back = '/membership'): Response {
  if (wantsJson(request)) return Response.json({ error }, { status });
  return redirect(`${back}${back.includes('?') ? '&' : '?'}error=${status === 400 ? 'invalid' : 'unavailable'}`, 303);
}

async function signedInUser(request: Request, context: AppLoadContext, from: string) {
  const user = await currentUser(context);
  if (user) return user;
  const login = `/login?from=${encodeURIComponent(from || '/membership')}`;
  throw wantsJson(request) ? Response.json({ error: 'Please log in to subscribe.', url: login }, { status: 401 }) : redirect(login, 303);
}

export async function checkoutSessionAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readApiBody(request, context);
  const parsed = parseCheckoutBody(body);
  const back = typeof body.returnTo === 'string' ? safeReturnPath(body.returnTo, '/membership') : '/membership';
  const entity = await signedInUser(request, context, back);
  if (!parsed) return failure(request, 400, 'Choose a paid plan to subscribe to.', back);
  const user = membershipUser(entity);
  const subscribed = isSubscriber({ stripeCustomerId: user.stripeCustomerId, membershipPlanId: user.planId });
  try {
    // Changing or managing an existing subscription happens in the billing portal.
    if (parsed.kind === 'manage' || subscribed) return answer(request, await createMembershipPortal(context, user, parsed.fromUrl || back));
    const period = parsed.isAnnually ? 'yearly' : 'monthly';
    return answer(request, await createMembershipCheckout(context, user, { planId: parsed.planId, period, fromUrl: parsed.fromUrl }));
  } catch (error) {
    if (error instanceof MembershipBillingError) return failure(request, 409, error.message, back);
    console.error('[membership] checkout session failed', error);
    return failure(request, 502, 'The payment service is not available right now. Please try again later.', back);
  }
}

export async function portalSessionAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readApiBody(request, context);
  const fromUrl = safeReturnPath(typeof body.fromUrl === 'string' ? body.fromUrl : typeof body.from === 'string' ? body.from : '', '');
  const entity = await signedInUser(request, context, `/membership-customer-portal${fromUrl ? `?from=${encodeURIComponent(fromUrl)}` : ''}`);
  try {
    return answer(request, await createMembershipPortal(context, membershipUser(entity), fromUrl));
  } catch (error) {
    console.error('[membership] portal session failed', error);
    return failure(request, 502, 'The billing portal is not available right now. Please try again later.', '/membership-customer-portal');
  }
}

